import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const reviewers = ['Ana Ribeiro', 'Ben Okafor', 'Chen Wei', 'Dana Levi', 'Emil Novak'];

const fields = [
  { color: 'primary', label: 'Reviewer' },
  { color: 'neutral', label: 'Watcher' },
  { color: 'success', label: 'Approver' },
  { color: 'warning', label: 'Needs a second look from' },
  { color: 'danger', label: 'Escalate to' },
] as const;

export default function AutocompleteColors() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      {fields.map((field) => (
        <FormControl key={field.color} sx={{ width: 220 }}>
          <FormLabel>{field.label}</FormLabel>
          <Autocomplete color={field.color} options={reviewers} placeholder="Name" />
        </FormControl>
      ))}
    </Stack>
  );
}
