import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import CreditCard from '@mui/icons-material/CreditCard';

// Keep digits only and group them by four: 4242424242424242 → "4242 4242 4242 4242".
const formatCardNumber = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export default function InputFormatted() {
  const [card, setCard] = React.useState('');
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Card number</FormLabel>
      <Input
        value={card}
        onChange={(event) => setCard(formatCardNumber(event.target.value))}
        startDecorator={<CreditCard />}
        placeholder="1234 5678 9012 3456"
        autoComplete="cc-number"
        slotProps={{ input: { inputMode: 'numeric' } }}
      />
      <FormHelperText>{card.replace(/\s/g, '').length} of 16 digits</FormHelperText>
    </FormControl>
  );
}
