import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';

export default function CardNumberSlotProps() {
  return (
    <Stack direction="row" spacing={2} sx={{ maxWidth: 440, mx: 'auto', flexWrap: 'wrap' }}>
      <FormControl sx={{ flex: '1 1 220px' }}>
        <FormLabel>Card number</FormLabel>
        <Input
          startDecorator={<CreditCardRounded />}
          placeholder="1234 5678 9012 3456"
          slotProps={{
            // Attributes for the native <input>, not the wrapping <div>.
            input: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 19 },
            // Styles for one slot only.
            startDecorator: { sx: { color: 'primary.plainColor' } },
          }}
        />
      </FormControl>
      <FormControl sx={{ width: 120 }}>
        <FormLabel>CVC</FormLabel>
        <Input
          placeholder="123"
          slotProps={{ input: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 } }}
        />
        <FormHelperText>On the back</FormHelperText>
      </FormControl>
    </Stack>
  );
}
