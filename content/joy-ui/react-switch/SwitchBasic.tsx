import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';

export default function SwitchBasic() {
  return (
    <FormControl orientation="horizontal" sx={{ gap: 1 }}>
      <Switch defaultChecked />
      <FormLabel>Autosave drafts</FormLabel>
    </FormControl>
  );
}
