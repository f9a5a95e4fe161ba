import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const departments = ['Customer success', 'Engineering', 'Finance', 'Marketing', 'People', 'Sales'];

export default function AutocompleteValidation() {
  const [department, setDepartment] = React.useState<string | null>(null);
  const [submitted, setSubmitted] = React.useState(false);
  const error = submitted && department === null;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event: React.SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <FormControl required error={error} sx={{ width: 300 }}>
        <FormLabel>Department</FormLabel>
        {/* Autocomplete reads error from the FormControl: the input gets aria-invalid too. */}
        <Autocomplete
          options={departments}
          value={department}
          onChange={(_event, value) => setDepartment(value)}
        />
        <FormHelperText sx={error ? { color: 'danger.plainColor' } : undefined}>
          {error && <InfoOutlined />}
          {error ? 'Choose the department the new hire joins.' : 'Decides who approves the laptop order.'}
        </FormHelperText>
      </FormControl>
      <Button type="submit">Create onboarding plan</Button>
    </Stack>
  );
}
