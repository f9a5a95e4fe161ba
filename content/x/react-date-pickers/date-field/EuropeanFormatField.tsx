import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

const departure = dayjs('2026-04-05');

export default function EuropeanFormatField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Departure (DD.MM.YYYY)" format="DD.MM.YYYY" defaultValue={departure} />
        <DateField
          label="Departure (D.M.YYYY, no zeros)"
          format="D.M.YYYY"
          shouldRespectLeadingZeros
          defaultValue={departure}
        />
        <DateField label="Departure (spacious)" format="DD/MM/YYYY" formatDensity="spacious" defaultValue={departure} />
      </Stack>
    </LocalizationProvider>
  );
}
