import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { usePickerLayout, type PickersLayoutProps } from '@mui/x-date-pickers/PickersLayout';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';

// A plain flex column: the views on top, the summary under them, the buttons last.
function SummaryLastLayout(props: PickersLayoutProps<Dayjs | null>) {
  const parts = usePickerLayout(props);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: 'fit-content' }}>
      {parts.tabs}
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>{parts.content}</Box>
      <Divider />
      {parts.toolbar}
      {parts.actionBar}
    </Box>
  );
}

export default function ToolbarBelowLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker defaultValue={dayjs('2026-10-23T18:30')} slots={{ layout: SummaryLastLayout }} />
    </LocalizationProvider>
  );
}
