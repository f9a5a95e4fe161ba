import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function InputAwareHint() {
  const canHover = useMediaQuery('(hover: hover)');
  const coarsePointer = useMediaQuery('(pointer: coarse)');
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  const features = [
    { query: '(hover: hover)', matches: canHover },
    { query: '(pointer: coarse)', matches: coarsePointer },
    { query: '(prefers-color-scheme: dark)', matches: prefersDark },
    { query: '(prefers-reduced-motion: reduce)', matches: reducedMotion },
  ];

  return (
    <div>
      <Alert severity="info" sx={{ mb: 1 }}>
        {canHover
          ? 'Tip: hover over a photo to see who took it.'
          : 'Tip: long-press a photo to see who took it.'}
      </Alert>
      <List dense aria-label="Media features of this device">
        {features.map((feature) => (
          <ListItem key={feature.query} disableGutters>
            <ListItemText primary={feature.query} secondary={feature.matches ? 'matches' : 'does not match'} />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
