import DownloadIcon from '@mui/icons-material/Download';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function PlayerControls() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<PlayArrowIcon />}>
        Play episode
      </Button>
      <Button variant="outlined" endIcon={<SkipNextIcon />}>
        Next up
      </Button>
      <Button startIcon={<DownloadIcon />}>Save offline</Button>
    </Stack>
  );
}
