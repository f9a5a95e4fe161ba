import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import dayjs, { type Dayjs } from 'dayjs';

export default function ExhibitionSingleField() {
  const [run, setRun] = React.useState<DateRange<Dayjs>>([dayjs('2026-09-12'), dayjs('2027-01-10')]);
  const [opens, closes] = run;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <SingleInputDateRangeField label="Exhibition run" value={run} onChange={setRun} />
        <SingleInputDateRangeField
          label="Press previews"
          dateSeparator="to"
          clearable
          defaultValue={[dayjs('2026-09-09'), dayjs('2026-09-11')]}
        />
        <Typography variant="body2" aria-live="polite">
          {opens?.isValid() && closes?.isValid()
            ? `Open for ${closes.diff(opens, 'week')} weeks.`
            : 'Enter both dates.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
