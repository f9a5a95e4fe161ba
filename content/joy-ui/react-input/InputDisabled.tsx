import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputDisabled() {
  const [sameAsShipping, setSameAsShipping] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <Checkbox
        label="Billing address is the same as shipping"
        checked={sameAsShipping}
        onChange={(event) => setSameAsShipping(event.target.checked)}
      />
      {/* disabled on FormControl disables the input and dims its label. */}
      <FormControl disabled={sameAsShipping}>
        <FormLabel>Billing address</FormLabel>
        <Input autoComplete="billing address-line1" />
      </FormControl>
    </Stack>
  );
}
