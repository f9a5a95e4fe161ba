import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function HeaderIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-02-14')}
        slots={{ leftArrowIcon: ChevronLeft, rightArrowIcon: ChevronRight, switchViewIcon: ExpandMore }}
        slotProps={{
          previousIconButton: { size: 'small' },
          nextIconButton: { size: 'small' },
          switchViewButton: { sx: { color: 'primary.main' } },
        }}
      />
    </LocalizationProvider>
  );
}
