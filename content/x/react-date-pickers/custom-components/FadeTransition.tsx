import * as React from 'react';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import type { TransitionProps } from '@mui/material/transitions';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

// The slots receive the generic transition props; Fade wants a single element child.
function FadeSlot({ children, ...other }: TransitionProps) {
  return <Fade {...other}>{children as React.ReactElement}</Fade>;
}

// Settings go through slotProps: they reach the transition that runs, whichever it is.
const quick = { timeout: 150 };

export default function FadeTransition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* A quick fade instead of the default grow (desktop) and the default fade (mobile dialog). */}
        <DatePicker
          label="Invoice due"
          defaultValue={dayjs('2026-07-31')}
          slots={{ desktopTransition: FadeSlot, mobileTransition: FadeSlot }}
          slotProps={{ desktopTransition: quick, mobileTransition: quick }}
        />
        {/* timeout 0: the views appear at once. */}
        <DatePicker
          label="Reminder"
          defaultValue={dayjs('2026-07-24')}
          slotProps={{ desktopTransition: { timeout: 0 }, mobileTransition: { timeout: 0 } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
