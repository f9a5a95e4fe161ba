import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR } from '@mui/x-date-pickers/locales';
import { format } from 'date-fns';
import { faIR as jalaliFaIR } from 'date-fns-jalali/locale';
import * as React from 'react';

const persianTexts = faIR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function JalaliLeaveRequest() {
  // Values are ordinary `Date` objects: only their display follows the Persian calendar.
  const [firstDay, setFirstDay] = React.useState<Date | null>(new Date(2026, 2, 21));

  return (
    <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={jalaliFaIR} localeText={persianTexts}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <div lang="fa">
          <DatePicker label="اولین روز مرخصی" value={firstDay} onChange={setFirstDay} />
        </div>
        <Typography variant="body2" aria-live="polite">
          Gregorian date sent to the HR system:{' '}
          <code>{firstDay && !Number.isNaN(firstDay.getTime()) ? format(firstDay, 'yyyy-MM-dd') : 'none'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
