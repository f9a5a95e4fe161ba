import BoltIcon from '@mui/icons-material/Bolt';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function DeliveryOptionChips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip icon={<LocalShippingOutlinedIcon />} label="Free delivery, 3–5 days" variant="outlined" />
      <Chip icon={<BoltIcon />} label="Express tomorrow" color="primary" />
      {/* An icon can take its own colour, independent of the chip's. */}
      <Chip icon={<StorefrontOutlinedIcon color="success" />} label="Pick up in store today" variant="outlined" />
    </Stack>
  );
}
