import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import useListboxIds from './useListboxIds';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function SelectVariants() {
  const listbox = useListboxIds();
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      {variants.map((variant) => (
        <FormControl key={variant} sx={{ width: 180 }}>
          <FormLabel>Sort ({variant})</FormLabel>
          <Select {...listbox(variant)} variant={variant} defaultValue="popular">
            <Option value="popular">Most popular</Option>
            <Option value="new">Newest</Option>
            <Option value="price">Lowest price</Option>
          </Select>
        </FormControl>
      ))}
    </Stack>
  );
}
