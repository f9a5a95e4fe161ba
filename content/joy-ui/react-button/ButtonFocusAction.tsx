import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';

export default function ButtonFocusAction() {
  const retryActions = React.useRef<{ focusVisible(): void }>(null);
  const [failed, setFailed] = React.useState(false);

  const upload = () => {
    setFailed(true);
    // Show the focus ring on the next step, as keyboard focus would.
    window.setTimeout(() => retryActions.current?.focusVisible(), 0);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Button variant="outlined" onClick={upload}>
        Upload timesheet
      </Button>
      {failed && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Typography level="body-sm" role="alert">
            The upload failed: the server did not answer.
          </Typography>
          <Button size="sm" color="danger" variant="soft" action={retryActions} onClick={() => setFailed(false)}>
            Try again
          </Button>
        </Box>
      )}
    </Box>
  );
}
