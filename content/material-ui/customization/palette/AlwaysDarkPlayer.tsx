import PauseRounded from '@mui/icons-material/PauseRounded';
import SkipNextRounded from '@mui/icons-material/SkipNextRounded';
import SkipPreviousRounded from '@mui/icons-material/SkipPreviousRounded';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// mode: 'dark' switches every derived token (text, background, action, divider) to its dark value.
const playerTheme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#80deea' },
    background: { paper: '#10161c' },
  },
});

// A media bar that stays dark whichever mode the rest of the page is in.
export default function AlwaysDarkPlayer() {
  return (
    <ThemeProvider theme={playerTheme}>
      <Paper sx={{ p: 2, width: '100%', maxWidth: 420 }}>
        <Typography variant="subtitle1" component="p">
          Night Shift Radio
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Episode 112 · Field recordings from the harbour
        </Typography>
        <LinearProgress variant="determinate" value={38} aria-label="Playback progress" sx={{ my: 1.5 }} />
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          <IconButton aria-label="Previous episode">
            <SkipPreviousRounded />
          </IconButton>
          <IconButton aria-label="Pause" color="primary">
            <PauseRounded />
          </IconButton>
          <IconButton aria-label="Next episode">
            <SkipNextRounded />
          </IconButton>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
