import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select, { SelectOption } from '@mui/joy/Select';
import useListboxIds from './useListboxIds';
import Typography from '@mui/joy/Typography';

const speeds: Record<string, string> = { eco: '€0', standard: '€4', express: '€12' };

// Shows the option's label and, on the right, its price.
function renderSpeed(option: SelectOption<string> | null) {
  if (!option) {
    return null;
  }
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', width: '100%', gap: 2 }}>
      <span>{option.label}</span>
      <Typography component="span" level="body-sm" sx={{ color: 'text.secondary' }}>
        {speeds[option.value]}
      </Typography>
    </Box>
  );
}

export default function SelectRenderValue() {
  const listbox = useListboxIds();
  return (
    <FormControl sx={{ width: 280 }}>
      <FormLabel>Delivery</FormLabel>
      <Select {...listbox()} defaultValue="standard" renderValue={renderSpeed}>
        <Option value="eco">Eco, 5–7 days</Option>
        <Option value="standard">Standard, 2–3 days</Option>
        <Option value="express">Express, next day</Option>
      </Select>
    </FormControl>
  );
}
