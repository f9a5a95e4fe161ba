import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';

export default function TransitionTooltips() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip title="Grows by default" describeChild>
        <Button>Grow</Button>
      </Tooltip>
      <Tooltip title="Fades in slowly" describeChild slots={{ transition: Fade }} slotProps={{ transition: { timeout: 600 } }}>
        <Button>Fade</Button>
      </Tooltip>
      <Tooltip title="Zooms from the centre" describeChild slots={{ transition: Zoom }}>
        <Button>Zoom</Button>
      </Tooltip>
    </Stack>
  );
}
