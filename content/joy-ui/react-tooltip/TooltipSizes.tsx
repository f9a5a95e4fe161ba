import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import Undo from '@mui/icons-material/Undo';
import Redo from '@mui/icons-material/Redo';
import Print from '@mui/icons-material/Print';

export default function TooltipSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
      <Tooltip title="Undo (Ctrl+Z)" size="sm">
        <IconButton size="sm" variant="outlined" color="neutral">
          <Undo />
        </IconButton>
      </Tooltip>
      <Tooltip title="Redo (Ctrl+Y)" size="md">
        <IconButton size="md" variant="outlined" color="neutral">
          <Redo />
        </IconButton>
      </Tooltip>
      <Tooltip title="Print this page" size="lg">
        <IconButton size="lg" variant="outlined" color="neutral">
          <Print />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
