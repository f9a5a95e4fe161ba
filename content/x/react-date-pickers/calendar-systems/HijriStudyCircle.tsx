import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import moment, { type Moment } from 'moment-hijri';
import * as React from 'react';

// moment-hijri only converts dates between 1356 and 1499 AH: keep the views inside that span.
const firstSupported = moment('1937-03-14');
const lastSupported = moment('2076-11-26');

// This version ships no Arabic pickers locale: pass the texts the screen needs yourself.
const arabicTexts: PickersInputLocaleText = {
  cancelButtonLabel: 'إلغاء',
  okButtonLabel: 'موافق',
  clearButtonLabel: 'مسح',
  todayButtonLabel: 'اليوم',
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
};

export default function HijriStudyCircle() {
  const [meeting, setMeeting] = React.useState<Moment | null>(moment('2026-02-20'));

  return (
    <LocalizationProvider dateAdapter={AdapterMomentHijri} localeText={arabicTexts}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} lang="ar">
        <DatePicker
          label="موعد حلقة الدراسة"
          value={meeting}
          onChange={setMeeting}
          minDate={firstSupported}
          maxDate={lastSupported}
        />
        <DateCalendar
          value={meeting}
          onChange={setMeeting}
          minDate={firstSupported}
          maxDate={lastSupported}
        />
        <Typography variant="body2" lang="en" aria-live="polite">
          Gregorian date: <code>{meeting?.isValid() ? meeting.clone().locale('en').format('YYYY-MM-DD') : 'none'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
