import * as React from 'react';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SkeletonInline() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 420 }}>
      <Typography aria-busy={loading}>
        Your balance is{' '}
        <Skeleton variant="inline" loading={loading}>
          {/* The placeholder's width comes from this hidden text. */}
          <strong>€2,418.60</strong>
        </Skeleton>{' '}
        and your next payment of{' '}
        <Skeleton variant="inline" loading={loading}>
          <strong>€89.00</strong>
        </Skeleton>{' '}
        is due on 12 June.
      </Typography>
      <Button size="sm" variant="outlined" onClick={() => setLoading(!loading)}>
        {loading ? 'Finish loading' : 'Reload'}
      </Button>
    </Stack>
  );
}
