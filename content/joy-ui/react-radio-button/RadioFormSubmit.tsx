import * as React from 'react';
import Button from '@mui/joy/Button';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function RadioFormSubmit() {
  const labelId = React.useId();
  const [result, setResult] = React.useState('');
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event: React.SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setResult(`Sending language=${data.get('language')}`);
      }}
    >
      <Stack spacing={1}>
        <FormLabel id={labelId}>Subtitle language</FormLabel>
        {/* No state: the native inputs carry the value into the form. */}
        <RadioGroup aria-labelledby={labelId} name="language" defaultValue="en">
          <Radio value="en" label="English" />
          <Radio value="pt" label="Português" />
          <Radio value="ja" label="日本語" />
        </RadioGroup>
      </Stack>
      <Button type="submit">Save</Button>
      <Typography level="body-sm" aria-live="polite">
        {result}
      </Typography>
    </Stack>
  );
}
