import Stack from '@mui/joy/Stack';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function TabsVariants() {
  return (
    <Stack spacing={4} sx={{ maxWidth: 480, mx: 'auto' }}>
      {/* A soft TabList as a track; the selected tab is lifted onto the surface colour. */}
      <Tabs defaultValue={1}>
        <TabList
          aria-label="Chart range"
          variant="soft"
          disableUnderline
          sx={{
            p: 0.5,
            gap: 0.5,
            borderRadius: 'lg',
            [`& .${tabClasses.root}`]: { borderRadius: 'md' },
            [`& .${tabClasses.root}.${tabClasses.selected}`]: {
              bgcolor: 'background.surface',
              boxShadow: 'sm',
            },
          }}
        >
          {['Day', 'Week', 'Month', 'Year'].map((range) => (
            <Tab key={range} disableIndicator>
              {range}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      {/* variant on Tabs frames the whole set: the list and its panels. */}
      <Tabs defaultValue={0} variant="outlined" sx={{ borderRadius: 'md', overflow: 'hidden' }}>
        <TabList
          aria-label="Install command"
          variant="soft"
          sx={{ [`& .${tabClasses.root}`]: { fontFamily: 'code' } }}
        >
          <Tab variant="plain" color="neutral">
            npm
          </Tab>
          <Tab variant="plain" color="neutral">
            pnpm
          </Tab>
          <Tab variant="plain" color="neutral">
            yarn
          </Tab>
        </TabList>
        {['npm install @mui/joy', 'pnpm add @mui/joy', 'yarn add @mui/joy'].map((command, index) => (
          <TabPanel key={command} value={index}>
            <Typography level="body-sm" sx={{ fontFamily: 'code' }}>
              {command}
            </Typography>
          </TabPanel>
        ))}
      </Tabs>
      {/* A solid selected tab gives the strongest cue. */}
      <Tabs defaultValue={0}>
        <TabList aria-label="Ticket queues" disableUnderline sx={{ gap: 1 }}>
          {['Open', 'Pending', 'Closed'].map((queue) => (
            <Tab
              key={queue}
              variant="soft"
              disableIndicator
              sx={{
                borderRadius: 'xl',
                [`&.${tabClasses.selected}`]: { bgcolor: 'primary.solidBg', color: 'primary.solidColor' },
              }}
            >
              {queue}
            </Tab>
          ))}
        </TabList>
      </Tabs>
    </Stack>
  );
}
