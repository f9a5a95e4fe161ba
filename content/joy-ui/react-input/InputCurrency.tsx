import * as React from 'react';
import Divider from '@mui/joy/Divider';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const symbols: Record<string, string> = { EUR: '€', USD: '$', JPY: '¥' };

export default function InputCurrency() {
  const id = React.useId();
  const [currency, setCurrency] = React.useState('EUR');
  // The Select's list exists only once mounted: refer to it from aria-controls from then on.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return (
    // No FormControl here: it would give its id and label to the Select inside the Input as well.
    <Stack spacing={0.75} sx={{ maxWidth: 320 }}>
      <FormLabel htmlFor={id}>Amount to send</FormLabel>
      <Input
        id={id}
        placeholder="0.00"
        startDecorator={symbols[currency]}
        slotProps={{ input: { inputMode: 'decimal' } }}
        endDecorator={
          <React.Fragment>
            <Divider orientation="vertical" />
            {/* A Select in a decorator: plain, with its own accessible name. */}
            <Select
              listboxId={`${id}-currencies`}
              variant="plain"
              value={currency}
              onChange={(_event, value) => value && setCurrency(value)}
              aria-label="Currency"
              slotProps={{
                button: { 'aria-controls': mounted ? `${id}-currencies` : undefined },
                listbox: { variant: 'outlined' },
              }}
              sx={{ mr: -1.5, '&:hover': { bgcolor: 'transparent' } }}
            >
              <Option value="EUR">EUR</Option>
              <Option value="USD">USD</Option>
              <Option value="JPY">JPY</Option>
            </Select>
          </React.Fragment>
        }
      />
    </Stack>
  );
}
