import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const firstSlot = dayjs('2026-05-11');
const lastSlot = dayjs('2026-06-12');
const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export default function DeliveryDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery date"
        defaultValue={dayjs('2026-05-13')}
        minDate={firstSlot}
        maxDate={lastSlot}
        shouldDisableDate={isWeekend}
        slots={{ openPickerIcon: LocalShippingOutlined }}
        slotProps={{
          textField: { helperText: 'We deliver Monday to Friday', fullWidth: true },
          openPickerButton: { color: 'primary' },
          actionBar: { actions: ['cancel', 'accept'] },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
