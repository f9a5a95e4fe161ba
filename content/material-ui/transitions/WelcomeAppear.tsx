import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import * as React from 'react';

export default function WelcomeAppear() {
  // Changing the key remounts both banners, so their first render happens again.
  const [visit, setVisit] = React.useState(0);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420, alignItems: 'flex-start' }}>
      <Button size="small" variant="outlined" onClick={() => setVisit(visit + 1)}>
        Mount again
      </Button>
      <Fade key={`animated-${visit}`} in timeout={900}>
        <Alert severity="info">Fades in when it mounts (appear, the default).</Alert>
      </Fade>
      <Fade key={`static-${visit}`} in appear={false}>
        <Alert severity="info">Shown at once: appear is false.</Alert>
      </Fade>
    </Stack>
  );
}
