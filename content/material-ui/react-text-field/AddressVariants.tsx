import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField, { TextFieldProps } from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Variant = NonNullable<TextFieldProps['variant']>;

export default function AddressVariants() {
  const [variant, setVariant] = React.useState<Variant>('outlined');
  const id = React.useId();

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={variant}
        onChange={(_event, next: Variant | null) => next && setVariant(next)}
        aria-label="Field style"
      >
        <ToggleButton value="outlined">Outlined</ToggleButton>
        <ToggleButton value="filled">Filled</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
      </ToggleButtonGroup>
      <TextField id={`${id}-name`} variant={variant} label="Recipient" autoComplete="name" />
      <TextField id={`${id}-street`} variant={variant} label="Street and number" autoComplete="address-line1" />
      <Stack direction="row" spacing={2}>
        <TextField id={`${id}-zip`} variant={variant} label="Postcode" autoComplete="postal-code" sx={{ width: 140 }} />
        <TextField id={`${id}-city`} variant={variant} label="Town" autoComplete="address-level2" fullWidth />
      </Stack>
    </Stack>
  );
}
