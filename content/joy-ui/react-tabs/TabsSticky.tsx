import Box from '@mui/joy/Box';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const days = ['Friday', 'Saturday', 'Sunday'];
const slots = ['10:00', '11:30', '13:00', '14:30', '16:00', '17:30', '19:00', '20:30'];

export default function TabsSticky() {
  return (
    <Box
      sx={{ height: 260, overflowY: 'auto', border: '1px solid', borderColor: 'divider', borderRadius: 'sm' }}
    >
      <Tabs defaultValue={0}>
        {/* sticky="top" keeps the tabs in view while the schedule scrolls. */}
        <TabList aria-label="Festival days" sticky="top" tabFlex={1}>
          {days.map((day) => (
            <Tab key={day}>{day}</Tab>
          ))}
        </TabList>
        {days.map((day, index) => (
          <TabPanel key={day} value={index}>
            {slots.map((time, slot) => (
              <Typography key={time} level="body-sm" sx={{ py: 0.75 }}>
                <b>{time}</b> · Stage {(slot % 3) + 1} · Act {index * slots.length + slot + 1}
              </Typography>
            ))}
          </TabPanel>
        ))}
      </Tabs>
    </Box>
  );
}
