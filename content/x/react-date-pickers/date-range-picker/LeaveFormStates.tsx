import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import dayjs from 'dayjs';

export default function LeaveFormStates() {
  const [approved, setApproved] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 400 }}>
        <FormControlLabel
          control={<Switch checked={approved} onChange={(event) => setApproved(event.target.checked)} />}
          label="Manager has approved the request"
        />
        {/* Approved leave can be read and copied, but not changed. */}
        <DateRangePicker
          label="Annual leave"
          defaultValue={[dayjs('2026-08-03'), dayjs('2026-08-14')]}
          readOnly={approved}
          slotProps={{ textField: { helperText: approved ? 'Approved: ask your manager to change it' : 'Pending approval' } }}
          sx={{ minWidth: 300 }}
        />
        {/* Company shutdown dates are set by HR, so the field is disabled for everyone else. */}
        <DateRangePicker
          label="Company shutdown"
          defaultValue={[dayjs('2026-12-24'), dayjs('2027-01-01')]}
          disabled
          sx={{ minWidth: 300 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
