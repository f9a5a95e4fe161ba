import 'dayjs/locale/de';
import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { deDE } from '@mui/x-date-pickers-pro/locales';
import dayjs from 'dayjs';

// Day.js supplies the German month and weekday names, the date order and Monday as the first day;
// deDE supplies the pickers' own words: button labels, toolbar title and the field labels.
const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

// The two-input field's root is a row Stack: stack the inputs below the `sm` breakpoint,
// where two dates side by side would be cut.
function StackedRangeField(props: React.ComponentProps<typeof MultiInputDateRangeField>) {
  return <MultiInputDateRangeField {...props} direction={{ xs: 'column', sm: 'row' }} />;
}

export default function GermanBookingRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanTexts}>
      <Stack spacing={1} sx={{ width: '100%', maxWidth: 440 }} lang="de">
        <Typography variant="subtitle2" component="h3">
          Ferienwohnung am See
        </Typography>
        <DateRangePicker
          slots={{ field: StackedRangeField }}
          defaultValue={[dayjs('2026-07-04'), dayjs('2026-07-11')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
