import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';

interface ConfirmEmailProps {
  email: string;
  business: string;
  onEdit: () => void;
}

/** What the reader sees after a valid submit: the next step, and a way back if the email was wrong. */
export default function ConfirmEmail({ email, business, onEdit }: ConfirmEmailProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: move focus to the new heading so the next Tab starts here.
  React.useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
      <Box
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'surface.accent',
          color: 'surface.onAccent',
        }}
      >
        <MarkEmailUnreadOutlined fontSize="large" />
      </Box>
      <Typography variant="h4" component="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
        Check your inbox
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        We sent a confirmation link to <strong>{email}</strong>. Open it within 24 hours to finish setting up {business}{' '}
        on Loomwork.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained">Resend the link</Button>
        <Button color="inherit" variant="outlined" onClick={onEdit}>
          Change email address
        </Button>
      </Stack>
    </Stack>
  );
}
