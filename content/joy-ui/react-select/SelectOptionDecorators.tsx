import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import useListboxIds from './useListboxIds';
import Typography from '@mui/joy/Typography';

const people = [
  { id: 'ak', name: 'Amara Kone', role: 'Design lead' },
  { id: 'jl', name: 'Jonas Lindqvist', role: 'Backend' },
  { id: 'ps', name: 'Priya Sharma', role: 'QA' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function SelectOptionDecorators() {
  const listbox = useListboxIds();
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Assignee</FormLabel>
      <Select {...listbox()} defaultValue="jl" slotProps={{ ...listbox().slotProps, listbox: { sx: { '--ListItemDecorator-size': '44px' } } }}>
        {people.map((person) => (
          // `label` is what the closed select shows; the children can be richer.
          <Option key={person.id} value={person.id} label={person.name}>
            <ListItemDecorator>
              <Avatar size="sm" aria-hidden>
                {initials(person.name)}
              </Avatar>
            </ListItemDecorator>
            <div>
              <Typography level="title-sm">{person.name}</Typography>
              <Typography level="body-xs">{person.role}</Typography>
            </div>
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
