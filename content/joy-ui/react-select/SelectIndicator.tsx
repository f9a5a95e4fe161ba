import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select, { selectClasses } from '@mui/joy/Select';
import useListboxIds from './useListboxIds';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

export default function SelectIndicator() {
  const listbox = useListboxIds();
  return (
    <FormControl sx={{ width: 240 }}>
      <FormLabel>Shipping method</FormLabel>
      <Select
        {...listbox()}
        defaultValue="standard"
        indicator={<KeyboardArrowDown />}
        // The `expanded` class is on the root while the list is open: turn the arrow.
        sx={{
          [`& .${selectClasses.indicator}`]: { transition: 'transform 0.2s' },
          [`&.${selectClasses.expanded} .${selectClasses.indicator}`]: { transform: 'rotate(-180deg)' },
        }}
      >
        <Option value="standard">Standard (free)</Option>
        <Option value="tracked">Tracked (€3.90)</Option>
        <Option value="courier">Courier (€9.50)</Option>
      </Select>
    </FormControl>
  );
}
