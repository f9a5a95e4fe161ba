import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function TouchHintTooltip() {
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Typography>Delivery fee: $4.90</Typography>
      {/* On touch screens, show on a tap (no long-press) and keep it up for 4 seconds. */}
      <Tooltip title="Free delivery on orders over $40 within the city" enterTouchDelay={0} leaveTouchDelay={4000}>
        <IconButton size="small" aria-label="About the delivery fee">
          <InfoOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
