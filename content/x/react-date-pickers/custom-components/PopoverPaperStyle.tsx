import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function PopoverPaperStyle() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Photo shoot"
        defaultValue={dayjs('2026-09-09')}
        slotProps={{
          popper: { placement: 'bottom-end' },
          desktopPaper: { elevation: 0, sx: { border: 1, borderColor: 'divider', borderRadius: 3, mt: 0.5 } },
          mobilePaper: { sx: { borderRadius: 3 } },
          layout: { sx: { bgcolor: 'background.default' } },
        }}
      />
    </LocalizationProvider>
  );
}
