import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import * as React from 'react';

export default function MobileFirstDefaultMatches() {
  const theme = useTheme();
  // Most visitors of this shop are on phones: render the phone layout on the server.
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { defaultMatches: true });
  const [renders, setRenders] = React.useState<string[]>([]);

  React.useEffect(() => {
    setRenders((previous) => [...previous, isPhone ? 'phone' : 'wide']);
  }, [isPhone]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" fullWidth={isPhone}>
        Add to basket
      </Button>
      <Typography variant="body2" color="text.secondary">
        Layouts rendered since hydration: {renders.join(' → ') || 'phone (server)'}
      </Typography>
    </Stack>
  );
}
