import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditCalendar from '@mui/icons-material/EditCalendar';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

function CalendarIconField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <IconButton
      id={forwardedProps.id}
      ref={ref}
      aria-label={`Change the ${String(picker.label).toLowerCase()}`}
      onClick={() => picker.setOpen((open) => !open)}
    >
      <EditCalendar />
    </IconButton>
  );
}

export default function IconOnlyTrigger() {
  const [publishOn, setPublishOn] = React.useState<Dayjs | null>(dayjs('2026-04-02'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body1">
          Publishes on <strong>{publishOn ? publishOn.format('dddd, MMMM D') : 'no date'}</strong>
        </Typography>
        <DatePicker
          label="Publication date"
          value={publishOn}
          onChange={setPublishOn}
          slots={{ field: CalendarIconField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
