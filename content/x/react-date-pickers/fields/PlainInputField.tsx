import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function PlainInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* Sections rendered as spans (the default). */}
        <DateField label="Graduation (sections)" defaultValue={dayjs('2019-06-28')} />
        {/* A single <input> element, for libraries that expect one. */}
        <DateField
          label="Graduation (input element)"
          enableAccessibleFieldDOMStructure={false}
          defaultValue={dayjs('2019-06-28')}
        />
        <DatePicker
          label="Reunion (picker with an input element)"
          enableAccessibleFieldDOMStructure={false}
          defaultValue={dayjs('2029-06-30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
