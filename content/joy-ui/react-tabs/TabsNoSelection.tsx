import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const panes = ['Comments', 'History', 'Attachments'];

export default function TabsNoSelection() {
  // null: no tab is selected and no panel shows, like a collapsed side drawer.
  const [pane, setPane] = React.useState<number | null>(null);
  return (
    <Stack spacing={1} sx={{ maxWidth: 460, mx: 'auto' }}>
      <Tabs value={pane} onChange={(_event, value) => setPane(value as number | null)}>
        <TabList aria-label="Task details">
          {panes.map((name) => (
            <Tab key={name}>{name}</Tab>
          ))}
        </TabList>
        {panes.map((name, index) => (
          <TabPanel key={name} value={index}>
            <Typography level="body-sm">{name} of task #482 appear here.</Typography>
          </TabPanel>
        ))}
      </Tabs>
      <Button
        size="sm"
        variant="plain"
        color="neutral"
        onClick={() => setPane(null)}
        sx={{ alignSelf: 'flex-start', visibility: pane === null ? 'hidden' : 'visible' }}
      >
        Close details
      </Button>
    </Stack>
  );
}
