import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipArrow() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, py: 3 }}>
      <Tooltip title="Customer satisfaction, average of the last 30 days" arrow placement="top" describeChild>
        <Button variant="outlined" color="neutral" size="sm">
          CSAT 4.6
        </Button>
      </Tooltip>
      <Tooltip title="Net Promoter Score, surveyed every quarter" arrow placement="bottom" describeChild>
        <Button variant="outlined" color="neutral" size="sm">
          NPS 42
        </Button>
      </Tooltip>
    </Box>
  );
}
