import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

interface Contact {
  id: number;
  name: string;
  team: string;
}

// Two people share a name: labels are not unique, ids are. Sorted by team for groupBy.
const contacts: Contact[] = [
  { id: 101, name: 'Sam Carter', team: 'Design' },
  { id: 104, name: 'Lukas Braun', team: 'Finance' },
  { id: 102, name: 'Sam Carter', team: 'Finance' },
  { id: 103, name: 'Noor Haddad', team: 'Legal' },
];

export default function AutocompleteOptionKey() {
  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Send the contract to</FormLabel>
      <Autocomplete
        options={contacts}
        getOptionLabel={(contact) => contact.name}
        groupBy={(contact) => contact.team}
        getOptionKey={(contact) => contact.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        placeholder="Name"
      />
      <FormHelperText>Grouped by team; keyed by id, so the two Sams do not clash.</FormHelperText>
    </FormControl>
  );
}
