import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import useListboxIds from './useListboxIds';

const years = Array.from({ length: 30 }, (_, index) => 2025 - index);

export default function SelectListbox() {
  const listbox = useListboxIds();
  return (
    <FormControl sx={{ width: 140 }}>
      <FormLabel>Year built</FormLabel>
      <Select
        {...listbox()}
        defaultValue={2012}
        // slotProps.listbox styles the popup and passes options to its Popper.
        slotProps={{
          ...listbox().slotProps,
          listbox: {
            placement: 'bottom-start',
            variant: 'outlined',
            sx: { maxHeight: 240, overflow: 'auto', minWidth: 160, boxShadow: 'lg' },
          },
        }}
      >
        {years.map((year) => (
          <Option key={year} value={year}>
            {year}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
