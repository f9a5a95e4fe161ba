import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import useListboxIds from './useListboxIds';
import Stack from '@mui/joy/Stack';

const sizes = [
  { size: 'sm', label: 'Rows per page (sm)' },
  { size: 'md', label: 'Rows per page (md)' },
  { size: 'lg', label: 'Rows per page (lg)' },
] as const;

export default function SelectSizes() {
  const listbox = useListboxIds();
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2, alignItems: 'flex-end' }}>
      {sizes.map(({ size, label }) => (
        <FormControl key={size} size={size} sx={{ width: 170 }}>
          <FormLabel>{label}</FormLabel>
          <Select {...listbox(size)} defaultValue={25}>
            <Option value={10}>10</Option>
            <Option value={25}>25</Option>
            <Option value={50}>50</Option>
          </Select>
        </FormControl>
      ))}
    </Stack>
  );
}
