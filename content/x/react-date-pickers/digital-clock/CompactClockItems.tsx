import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock, digitalClockClasses } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function CompactClockItems() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'inline-block' }}>
        <Typography variant="subtitle2" component="p">
          Medication reminder
        </Typography>
        <DigitalClock
          timeStep={15}
          defaultValue={dayjs('2026-03-14T08:00')}
          sx={{
            maxHeight: 220,
            width: 120,
            [`& .${digitalClockClasses.item}`]: { justifyContent: 'center', borderRadius: 1, mx: 0.5 },
          }}
          slotProps={{ digitalClockItem: { dense: true } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
