import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputFocusRef() {
  // `ref` on Input points at the root <div>; the <input> itself is reached through slotProps.input.
  const inputRef = React.useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-end', flexWrap: 'wrap', rowGap: 1.5 }}>
      <FormControl sx={{ width: 240 }}>
        <FormLabel>Discount code</FormLabel>
        <Input defaultValue="SUMMER-25" slotProps={{ input: { ref: inputRef } }} />
      </FormControl>
      <Button
        variant="outlined"
        onClick={() => {
          inputRef.current?.focus();
          inputRef.current?.select();
        }}
      >
        Edit code
      </Button>
    </Stack>
  );
}
