import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR } from '@mui/x-date-pickers/locales';
import moment, { type Moment } from 'moment-jalaali';
import * as React from 'react';

// Registers the Persian month names; it also makes `fa` Moment's global locale.
moment.loadPersian({ dialect: 'persian-modern' });

const persianTexts = faIR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function JalaaliMomentRent() {
  const [due, setDue] = React.useState<Moment | null>(moment('2026-05-22'));

  return (
    <LocalizationProvider dateAdapter={AdapterMomentJalaali} localeText={persianTexts}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <div lang="fa">
          <DatePicker label="سررسید اجاره" value={due} onChange={setDue} views={['year', 'month', 'day']} />
        </div>
        <Typography variant="body2" aria-live="polite">
          Stored as <code>{due?.isValid() ? due.clone().locale('en').format('YYYY-MM-DD') : 'none'}</code>
          {due?.isValid() ? ` (${due.clone().locale('en').format('jYYYY/jMM/jDD')} in the Jalali calendar)` : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
