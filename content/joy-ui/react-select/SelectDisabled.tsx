import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import useListboxIds from './useListboxIds';
import Stack from '@mui/joy/Stack';

export default function SelectDisabled() {
  const listbox = useListboxIds();
  const [pickup, setPickup] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ width: 280 }}>
      <Checkbox
        label="I will pick it up in store"
        checked={pickup}
        onChange={(event) => setPickup(event.target.checked)}
      />
      {/* disabled on FormControl disables the whole select. */}
      <FormControl disabled={pickup}>
        <FormLabel>Courier</FormLabel>
        <Select {...listbox()} defaultValue="dhl">
          <Option value="dhl">DHL</Option>
          <Option value="ups">UPS</Option>
          {/* A single option can be disabled too: it stays visible but cannot be chosen. */}
          <Option value="cargo-bike" disabled>
            Cargo bike (not in your area)
          </Option>
        </Select>
      </FormControl>
    </Stack>
  );
}
