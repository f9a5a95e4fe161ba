import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Link from '@mui/joy/Link';
import Snackbar from '@mui/joy/Snackbar';
import Switch from '@mui/joy/Switch';

const SHOW_FOR_MS = 5000;
const AFTER_HOVER_MS = 2000;

export default function SnackbarHideDuration() {
  const [weeklyDigest, setWeeklyDigest] = React.useState(false);
  const [noticeOpen, setNoticeOpen] = React.useState(false);

  const toggleDigest = (event: React.ChangeEvent<HTMLInputElement>) => {
    setWeeklyDigest(event.target.checked);
    setNoticeOpen(true);
  };

  return (
    <>
      <FormControl orientation="horizontal" sx={{ gap: 1.5 }}>
        <Switch checked={weeklyDigest} onChange={toggleDigest} />
        <FormLabel>Email me a weekly digest</FormLabel>
      </FormControl>
      <Snackbar
        role="status"
        open={noticeOpen}
        onClose={() => setNoticeOpen(false)}
        autoHideDuration={SHOW_FOR_MS}
        resumeHideDuration={AFTER_HOVER_MS}
        endDecorator={
          <Link component="button" onClick={() => setNoticeOpen(false)}>
            Dismiss
          </Link>
        }
      >
        Weekly digest turned {weeklyDigest ? 'on' : 'off'}. Point at this message to keep it open.
      </Snackbar>
    </>
  );
}
