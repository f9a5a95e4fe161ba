import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipDisabledChild() {
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      {/* A disabled button fires no mouse events, so the span listens instead. */}
      <Tooltip title="Add a payment method to upgrade" describeChild>
        <span tabIndex={0}>
          <Button
            disabled
            // Also sets the attribute in server-rendered HTML, before hydration.
            slotProps={{ root: { disabled: true } }}
          >
            Upgrade to Pro
          </Button>
        </span>
      </Tooltip>
    </Box>
  );
}
