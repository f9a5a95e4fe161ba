import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const warehouses = ['Antwerp', 'Busan', 'Durban', 'Long Beach', 'Rotterdam', 'Santos'];

export default function WarehouseNativeMultiple() {
  const id = React.useId();
  const [picked, setPicked] = React.useState<string[]>(['Rotterdam']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    // In native mode the event target is the <select> element itself.
    const select = event.target as unknown as HTMLSelectElement;
    setPicked(Array.from(select.selectedOptions, (option) => option.value));
  };

  return (
    <FormControl sx={{ width: 260 }}>
      <InputLabel shrink htmlFor={id}>
        Ship from
      </InputLabel>
      <Select<string[]>
        native
        multiple
        id={id}
        label="Ship from"
        value={picked}
        onChange={handleChange}
      >
        {warehouses.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </Select>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 1 }}>
        Hold Ctrl or ⌘ to pick several. {picked.length} selected.
      </Typography>
    </FormControl>
  );
}
