import * as React from 'react';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkButton() {
  const [sent, setSent] = React.useState(0);
  return (
    <div>
      <Typography level="body-sm">
        We sent a 6-digit code to ana@example.com. Didn’t get it?{' '}
        {/* An action, not a destination: render a <button> that looks like a link. */}
        <Link component="button" onClick={() => setSent(sent + 1)} level="inherit">
          Send a new code
        </Link>
      </Typography>
      <Typography level="body-xs" aria-live="polite" sx={{ mt: 1 }}>
        {sent > 0 ? `New code sent (${sent}).` : ''}
      </Typography>
    </div>
  );
}
