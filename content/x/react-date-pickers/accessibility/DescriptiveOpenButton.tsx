import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function DescriptiveOpenButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Return flight"
        defaultValue={dayjs('2026-08-30')}
        localeText={{
          openDatePickerDialogue: (formatted) =>
            formatted ? `Change the return flight date, currently ${formatted}` : 'Choose the return flight date',
          fieldDayPlaceholder: () => 'dd',
          fieldMonthPlaceholder: () => 'mm',
          fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
        }}
        slotProps={{ textField: { helperText: 'Month, day, year' } }}
      />
    </LocalizationProvider>
  );
}
