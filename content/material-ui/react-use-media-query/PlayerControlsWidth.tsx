import FastForwardRounded from '@mui/icons-material/FastForwardRounded';
import FastRewindRounded from '@mui/icons-material/FastRewindRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

const controls = [
  { label: 'Back 15 seconds', icon: <FastRewindRounded /> },
  { label: 'Play', icon: <PlayArrowRounded /> },
  { label: 'Forward 30 seconds', icon: <FastForwardRounded /> },
];

export default function PlayerControlsWidth() {
  const roomy = useMediaQuery('(min-width: 720px)');

  return (
    <div>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        (min-width: 720px) matches: {String(roomy)}
      </Typography>
      <Stack direction="row" spacing={1}>
        {controls.map((control) =>
          roomy ? (
            <Button key={control.label} variant="outlined" startIcon={control.icon}>
              {control.label}
            </Button>
          ) : (
            <IconButton key={control.label} aria-label={control.label}>
              {control.icon}
            </IconButton>
          ),
        )}
      </Stack>
    </div>
  );
}
