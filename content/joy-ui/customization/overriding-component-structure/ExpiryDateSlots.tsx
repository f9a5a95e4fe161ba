import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import { styled } from '@mui/joy/styles';

// A replacement slot renders without Joy's input styles, so it brings its own.
const BareInput = styled('input')({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  backgroundColor: 'transparent',
  '&::placeholder': { color: 'inherit', opacity: 0.64 },
});

type SlotInputProps = React.InputHTMLAttributes<HTMLInputElement> & { ownerState?: unknown };

// Replaces Input's native <input>: keeps only digits and inserts the slash.
const ExpiryInput = React.forwardRef<HTMLInputElement, SlotInputProps>(function ExpiryInput(
  { onChange, ownerState, ...props },
  ref,
) {
  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, 4);
    event.target.value = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
    onChange?.(event);
  };
  return <BareInput ref={ref} {...props} onChange={handleChange} inputMode="numeric" autoComplete="cc-exp" />;
});

export default function ExpiryDateSlots() {
  const [expiry, setExpiry] = React.useState('');

  return (
    <FormControl sx={{ maxWidth: 200, mx: 'auto' }}>
      <FormLabel>Expiry date</FormLabel>
      <Input
        value={expiry}
        onChange={(event) => setExpiry(event.target.value)}
        placeholder="MM/YY"
        slots={{ input: ExpiryInput }}
      />
      <FormHelperText>Type four digits; the slash is added for you.</FormHelperText>
    </FormControl>
  );
}
