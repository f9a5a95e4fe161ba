import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

// Read by screen readers, not shown.
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

// A tear-off calendar page: the month on a coloured band, the day number below.
function CalendarTile(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const day = picker.value?.isValid() ? picker.value : null;

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonBase
        id={forwardedProps.id}
        ref={ref}
        onClick={() => picker.setOpen((open) => !open)}
        sx={{ flexDirection: 'column', width: 72, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', boxShadow: 1 }}
      >
        <Typography component="span" variant="caption" sx={{ width: 1, py: 0.25, bgcolor: 'error.dark', color: 'common.white', fontWeight: 700 }}>
          {day ? day.format('MMM').toUpperCase() : '—'}
        </Typography>
        <Typography component="span" variant="h5" sx={{ py: 0.5 }}>
          {day ? day.format('D') : '?'}
        </Typography>
        {/* The full date for screen readers, after the visible text, so the name starts with what is seen. */}
        <Box component="span" sx={visuallyHidden}>
          {`${picker.label}: ${day ? day.format('dddd, MMMM D, YYYY') : 'not set'}. Change date`}
        </Box>
      </ButtonBase>
      <Typography variant="body2" color="text.secondary">
        {picker.label}
        {day ? `, ${day.format('dddd')}` : ''}
      </Typography>
    </Stack>
  );
}

export default function CalendarTileField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Book club meeting" defaultValue={dayjs('2026-10-08')} slots={{ field: CalendarTile }} />
    </LocalizationProvider>
  );
}
