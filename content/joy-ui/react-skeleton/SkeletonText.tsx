import * as React from 'react';
import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SkeletonText() {
  const [loading, setLoading] = React.useState(true);
  const switchId = React.useId();

  return (
    <Box sx={{ width: '100%', maxWidth: 420, display: 'grid', gap: 2 }}>
      {/* The label beside the switch, not around it: the switch's root is a div, which a label's text may not hold. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} slotProps={{ input: { id: switchId } }} />
        <Typography component="label" htmlFor={switchId} level="body-sm">
          Still loading
        </Typography>
      </Box>
      {/* Each line skeleton has the height of the level it stands for, so nothing moves on swap. */}
      <Box role="region" aria-label="Article" aria-busy={loading}>
        {loading ? (
          <>
            <Skeleton variant="text" level="h3" width="80%" />
            <Skeleton variant="text" level="body-xs" width="35%" sx={{ mb: 2 }} />
            <Skeleton variant="text" level="body-md" />
            <Skeleton variant="text" level="body-md" />
            <Skeleton variant="text" level="body-md" width="60%" />
          </>
        ) : (
          <>
            <Typography level="h3">Repairing a cracked bowl</Typography>
            <Typography level="body-xs" sx={{ mb: 2 }}>
              By Ines Moreau · 4 min read
            </Typography>
            <Typography level="body-md">
              Kintsugi mends pottery with lacquer dusted in gold. Clean the break, join the pieces and let
              the first layer cure for a week before the powder goes on.
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}
