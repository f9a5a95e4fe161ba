import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import useListboxIds from './useListboxIds';

export default function SelectBasic() {
  const listbox = useListboxIds();
  return (
    <FormControl sx={{ width: 260 }}>
      <FormLabel>Preferred contact time</FormLabel>
      {/* Joy fades the placeholder to 64 %, below 4.5:1 in light mode; 80 % keeps it readable. */}
      <Select {...listbox()} placeholder="Choose a time" name="contact-time" sx={{ '--Select-placeholderOpacity': 0.8 }}>
        <Option value="morning">Morning, 8–12</Option>
        <Option value="afternoon">Afternoon, 12–17</Option>
        <Option value="evening">Evening, 17–20</Option>
      </Select>
    </FormControl>
  );
}
