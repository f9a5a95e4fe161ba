import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

const invoiceDate = dayjs('2026-03-14');

export default function InvoiceFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Invoice date (ISO)" format="YYYY-MM-DD" defaultValue={invoiceDate} />
        <DatePicker label="Invoice date (spacious)" formatDensity="spacious" defaultValue={invoiceDate} />
        <DatePicker label="Invoice date (long)" format="MMMM D, YYYY" defaultValue={invoiceDate} />
      </Stack>
    </LocalizationProvider>
  );
}
