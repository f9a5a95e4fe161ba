import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function TextFieldStates() {
  const [code, setCode] = React.useState('');
  const [checked, setChecked] = React.useState(false);
  const error = checked && !/^\d{4}\s?[A-Z]{2}$/.test(code.trim());
  return (
    <Stack
      component="form"
      noValidate
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1.5 }}
      onSubmit={(event: React.SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        setChecked(true);
      }}
    >
      {/* required and error live on FormControl; label, input and helper text follow. */}
      <FormControl required error={error} sx={{ width: 240 }}>
        <FormLabel>Dutch postcode</FormLabel>
        <Input value={code} error={error} onChange={(event) => setCode(event.target.value.toUpperCase())} />
        <FormHelperText sx={error ? { color: 'danger.plainColor' } : undefined}>
          {error ? 'Use four digits and two letters, like 1012 AB.' : 'For example 1012 AB.'}
        </FormHelperText>
      </FormControl>
      <Button type="submit" sx={{ mt: 3 }}>
        Check delivery
      </Button>
    </Stack>
  );
}
