import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import useListboxIds from './useListboxIds';
import Stack from '@mui/joy/Stack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function SelectValidation() {
  const listbox = useListboxIds();
  const [country, setCountry] = React.useState<string | null>(null);
  const [showError, setShowError] = React.useState(false);
  const error = showError && country === null;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event: React.SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        setShowError(true);
      }}
    >
      {/* error on FormControl turns the select and the helper text red. */}
      <FormControl required error={error} sx={{ width: 260 }}>
        <FormLabel>Country of residence</FormLabel>
        <Select
          {...listbox()}
          value={country}
          onChange={(_event, value) => setCountry(value)}
          placeholder="Select a country"
          sx={{ '--Select-placeholderOpacity': 0.8 }}
        >
          <Option value="ie">Ireland</Option>
          <Option value="nl">Netherlands</Option>
          <Option value="pt">Portugal</Option>
        </Select>
        <FormHelperText sx={error ? { color: 'danger.plainColor' } : undefined}>
          {error && <InfoOutlined />}
          {error ? 'Choose a country to see the tax forms that apply.' : 'Used to pick the right tax forms.'}
        </FormHelperText>
      </FormControl>
      <Button type="submit" variant="soft">
        Continue
      </Button>
    </Stack>
  );
}
