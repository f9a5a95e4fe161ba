import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

export default function NamedOpenButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Medication reminder"
        defaultValue={dayjs('2026-03-14T21:00')}
        localeText={{
          openTimePickerDialogue: (time) => (time ? `Change the reminder time, now ${time}` : 'Set the reminder time'),
        }}
        slotProps={{ openPickerButton: { title: 'Change the reminder time' } }}
      />
    </LocalizationProvider>
  );
}
