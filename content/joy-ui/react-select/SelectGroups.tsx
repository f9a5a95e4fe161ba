import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import useListboxIds from './useListboxIds';

const zones: Record<string, string[]> = {
  Europe: ['Europe/Dublin', 'Europe/Paris', 'Europe/Helsinki'],
  Americas: ['America/Mexico_City', 'America/New_York', 'America/Sao_Paulo'],
  'Asia and Pacific': ['Asia/Kolkata', 'Asia/Singapore', 'Pacific/Auckland'],
};

export default function SelectGroups() {
  const listbox = useListboxIds();
  return (
    <FormControl sx={{ width: 280 }}>
      <FormLabel>Time zone</FormLabel>
      <Select {...listbox()} defaultValue="Europe/Paris" slotProps={{ ...listbox().slotProps, listbox: { sx: { maxHeight: 300 } } }}>
        {Object.entries(zones).map(([region, names]) => (
          // Each group is a nested list, labelled by its sticky subheader.
          <ListItem key={region} nested>
            <ListSubheader sticky>{region}</ListSubheader>
            <List>
              {names.map((name) => (
                <Option key={name} value={name}>
                  {name.split('/')[1].replace('_', ' ')}
                </Option>
              ))}
            </List>
          </ListItem>
        ))}
      </Select>
    </FormControl>
  );
}
