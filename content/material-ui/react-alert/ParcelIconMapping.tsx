import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert, { AlertColor } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

// One mapping for every alert of the parcel tracker.
const trackerIcons = {
  success: <LocalShippingOutlinedIcon fontSize="inherit" />,
  info: <HelpOutlineIcon fontSize="inherit" />,
  warning: <ScheduleIcon fontSize="inherit" />,
  error: <CancelOutlinedIcon fontSize="inherit" />,
};

const updates: { severity: AlertColor; text: string }[] = [
  { severity: 'success', text: 'Parcel PX-2291 is out for delivery.' },
  { severity: 'warning', text: 'Parcel PX-2307 is delayed by a day at the Leeds depot.' },
  { severity: 'error', text: 'Delivery of PX-2310 failed: nobody was home.' },
  { severity: 'info', text: 'Need to change an address? Reply before 8 p.m.' },
];

export default function ParcelIconMapping() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      {updates.map((update) => (
        <Alert key={update.text} severity={update.severity} iconMapping={trackerIcons}>
          {update.text}
        </Alert>
      ))}
    </Stack>
  );
}
