import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import AccessTime from '@mui/icons-material/AccessTime';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Luggage from '@mui/icons-material/Luggage';

export default function ChipDecorators() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Chip startDecorator={<FlightTakeoff />}>Gate B14</Chip>
      <Chip startDecorator={<AccessTime />} color="warning">
        Boarding 09:40
      </Chip>
      <Chip startDecorator={<Luggage />} endDecorator={<KeyboardArrowRight />} variant="outlined">
        1 checked bag
      </Chip>
    </Box>
  );
}
