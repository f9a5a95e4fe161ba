import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

function ScreenSummary() {
  // Rendered only in the browser, so the first render can read the real value at once.
  const highDensity = useMediaQuery('(min-resolution: 2dppx)', { noSsr: true });
  const landscape = useMediaQuery('(orientation: landscape)', { noSsr: true });

  return (
    <Typography>
      This screen is {highDensity ? 'high-density' : 'standard-density'} and in{' '}
      {landscape ? 'landscape' : 'portrait'} orientation, so we load the{' '}
      {highDensity ? '2×' : '1×'} {landscape ? 'wide' : 'tall'} banner.
    </Typography>
  );
}

export default function ClientOnlyNoSsr() {
  return (
    <NoSsr fallback={<Skeleton variant="text" sx={{ maxWidth: 420 }} />}>
      <ScreenSummary />
    </NoSsr>
  );
}
