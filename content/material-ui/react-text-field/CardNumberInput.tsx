import * as React from 'react';
import { InputBaseComponentProps } from '@mui/material/InputBase';
import TextField from '@mui/material/TextField';

// Groups digits in fours (4242 4242 4242 4242) while the value kept in state is digits only.
const CardInput = React.forwardRef<HTMLInputElement, InputBaseComponentProps>(function CardInput(props, ref) {
  const { value, onChange, ...other } = props;
  const digits = String(value ?? '');
  return (
    <input
      {...other}
      ref={ref}
      inputMode="numeric"
      autoComplete="cc-number"
      value={digits.replace(/(\d{4})(?=\d)/g, '$1 ')}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, '').slice(0, 16);
        onChange?.(event);
      }}
    />
  );
});

export default function CardNumberInput() {
  const [card, setCard] = React.useState('4242424242');

  return (
    <TextField
      id="payment-card"
      label="Card number"
      value={card}
      onChange={(event) => setCard(event.target.value)}
      helperText={`${card.length} of 16 digits`}
      slotProps={{ input: { inputComponent: CardInput } }}
      sx={{ width: '100%', maxWidth: 320 }}
    />
  );
}
