import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import { airportLabel, airports } from './airports';

export default function AutocompleteDecorators() {
  return (
    <FormControl sx={{ width: 340 }}>
      <FormLabel>From</FormLabel>
      <Autocomplete
        options={airports}
        getOptionLabel={airportLabel}
        placeholder="City or airport"
        startDecorator={<FlightTakeoff />}
        endDecorator={
          <Chip size="sm" variant="soft">
            21 airports
          </Chip>
        }
      />
    </FormControl>
  );
}
