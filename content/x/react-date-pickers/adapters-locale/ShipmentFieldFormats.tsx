import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

const dispatched = dayjs('2026-11-03');

export default function ShipmentFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField label="Customs declaration (DD/MM/YYYY)" format="DD/MM/YYYY" defaultValue={dispatched} />
        <DateField label="Carrier API date (YYYY-MM-DD)" format="YYYY-MM-DD" defaultValue={dispatched} />
        <DatePicker label="Dispatched on" format="dddd D MMMM YYYY" defaultValue={dispatched} />
        <DatePicker label="Billing month" format="MMM YYYY" views={['year', 'month']} defaultValue={dispatched} />
      </Stack>
    </LocalizationProvider>
  );
}
