import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';

function LayoutWithNotes(props: PickersLayoutProps<Dayjs | null>) {
  const { toolbar, tabs, content, actionBar, shortcuts, ownerState } = usePickerLayout(props);

  return (
    <PickersLayoutRoot className={pickersLayoutClasses.root} ownerState={ownerState}>
      {toolbar}
      {shortcuts}
      <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper} ownerState={ownerState}>
        {tabs}
        {content}
        <Box sx={{ px: 3, pb: 1 }}>
          <Typography variant="body2">Deliveries leave the warehouse at 7:00.</Typography>
          <Typography variant="body2">Orders placed after 14:00 ship the next working day.</Typography>
        </Box>
      </PickersLayoutContentWrapper>
      {actionBar}
    </PickersLayoutRoot>
  );
}

export default function LegendLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-03-17')}
        slots={{ layout: LayoutWithNotes }}
        slotProps={{ toolbar: { hidden: true } }}
      />
    </LocalizationProvider>
  );
}
