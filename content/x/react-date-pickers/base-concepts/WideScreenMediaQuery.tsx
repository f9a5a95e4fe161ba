import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

// Popover from 900px of width up, modal dialog below, whatever the pointer.
const wideScreen = '@media (min-width: 900px)';

export default function WideScreenMediaQuery() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Exam date" defaultValue={dayjs('2026-06-15')} desktopModeMediaQuery={wideScreen} />
    </LocalizationProvider>
  );
}
