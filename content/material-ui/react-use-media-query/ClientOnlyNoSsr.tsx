import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import * as React from 'react';

function ScreenSummary() {
  // Mounted in the browser after hydration, so even the first render reads matchMedia:
  // no noSsr option is needed, and no defaultMatches render happens.
  const highDensity = useMediaQuery('(min-resolution: 2dppx)');
  const landscape = useMediaQuery('(orientation: landscape)');
  const firstRender = React.useRef(`${highDensity ? '2×' : '1×'}, ${landscape ? 'landscape' : 'portrait'}`);

  return (
    <>
      <Typography>
        This screen is {highDensity ? 'high-density' : 'standard-density'} and in{' '}
        {landscape ? 'landscape' : 'portrait'} orientation, so we load the{' '}
        {highDensity ? '2×' : '1×'} {landscape ? 'wide' : 'tall'} banner.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Values in the first render: {firstRender.current}
      </Typography>
    </>
  );
}

export default function ClientOnlyNoSsr() {
  return (
    <NoSsr fallback={<Skeleton variant="text" sx={{ maxWidth: 420 }} />}>
      <ScreenSummary />
    </NoSsr>
  );
}
