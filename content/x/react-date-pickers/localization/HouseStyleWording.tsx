import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs from 'dayjs';

// Keep English, but use the wording of the product everywhere below the provider.
const plannerWording: PickersInputLocaleText = {
  datePickerToolbarTitle: 'Plan your shift',
  clearButtonLabel: 'No shift',
  todayButtonLabel: 'Jump to today',
  cancelButtonLabel: 'Keep previous',
  okButtonLabel: 'Save shift',
  previousMonth: 'Earlier month',
  nextMonth: 'Later month',
};

export default function HouseStyleWording() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={plannerWording}>
      <StaticDatePicker
        defaultValue={dayjs('2026-09-11')}
        slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
