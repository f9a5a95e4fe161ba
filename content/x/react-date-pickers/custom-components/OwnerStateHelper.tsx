import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function OwnerStateHelper() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Wedding anniversary"
        slotProps={{
          // A function receives the owner state: here, whether the picker is empty or open.
          textField: (ownerState) => ({
            variant: 'filled',
            helperText: ownerState.isPickerOpen
              ? 'Pick the day in the calendar'
              : ownerState.isPickerValueEmpty
                ? 'Optional: we send a card that week'
                : 'We will remember it',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
