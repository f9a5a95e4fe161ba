import CircularProgress, { type CircularProgressProps } from '@mui/material/CircularProgress';
import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';

// The grid renders its progress indicators without props, so they have no accessible name.
// Passing these through `slots` names them for screen readers.
function NamedLinearProgress(props: LinearProgressProps) {
  return <LinearProgress {...props} aria-label="Loading rows" />;
}

function NamedCircularProgress(props: CircularProgressProps) {
  return <CircularProgress {...props} aria-label="Loading rows" />;
}

export const namedProgressSlots = {
  baseLinearProgress: NamedLinearProgress,
  baseCircularProgress: NamedCircularProgress,
};
