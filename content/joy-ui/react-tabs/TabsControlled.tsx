import * as React from 'react';
import Button from '@mui/joy/Button';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

type View = 'inbox' | 'drafts' | 'sent';

export default function TabsControlled() {
  const [view, setView] = React.useState<View>('inbox');
  return (
    <Tabs
      value={view}
      onChange={(_event, value) => setView(value as View)}
      sx={{ maxWidth: 520, mx: 'auto' }}
    >
      <TabList aria-label="Mailbox">
        <Tab value="inbox">Inbox</Tab>
        <Tab value="drafts">Drafts (2)</Tab>
        <Tab value="sent">Sent</Tab>
      </TabList>
      <TabPanel value="inbox">
        <Typography level="body-sm" sx={{ mb: 1 }}>
          You have 2 unfinished drafts.
        </Typography>
        {/* The state lives in your component, so any control can change the tab. */}
        <Button size="sm" variant="soft" onClick={() => setView('drafts')}>
          Open drafts
        </Button>
      </TabPanel>
      <TabPanel value="drafts">
        <Typography level="body-sm">“Quarterly update” · “Re: venue for the offsite”</Typography>
      </TabPanel>
      <TabPanel value="sent">
        <Typography level="body-sm">14 messages sent this week.</Typography>
      </TabPanel>
    </Tabs>
  );
}
