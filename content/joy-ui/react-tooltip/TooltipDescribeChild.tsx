import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipDescribeChild() {
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      {/* The button keeps its own name, "Archive"; the tooltip is its description. */}
      <Tooltip title="Moves the 14 selected threads out of your inbox" describeChild>
        <Button variant="soft">Archive</Button>
      </Tooltip>
      <Tooltip title="You can undo this for 10 seconds" describeChild>
        <Button variant="outlined" color="danger">
          Delete
        </Button>
      </Tooltip>
    </Box>
  );
}
