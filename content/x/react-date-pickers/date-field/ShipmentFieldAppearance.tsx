import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function ShipmentFieldAppearance() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Shipped on" variant="filled" defaultValue={dayjs('2026-01-12')} />
        <DateField label="Customs cleared" variant="standard" size="small" defaultValue={dayjs('2026-01-15')} />
        <DateField label="Delivered" readOnly defaultValue={dayjs('2026-01-19')} helperText="Set by the carrier" />
        <DateField label="Returned" disabled />
      </Stack>
    </LocalizationProvider>
  );
}
