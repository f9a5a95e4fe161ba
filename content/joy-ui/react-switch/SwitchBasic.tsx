import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

// Uncontrolled switches: each one keeps its own state, starting from defaultChecked.
const editorSettings = [
  { label: 'Autosave drafts', on: true },
  { label: 'Spell check while typing', on: true },
  { label: 'Show word count', on: false },
];

export default function SwitchBasic() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 320 }}>
      <Typography level="title-sm">Editor</Typography>
      <Divider sx={{ my: 1.5 }} />
      {editorSettings.map(({ label, on }) => (
        <FormControl key={label} orientation="horizontal" sx={{ gap: 1, py: 0.75 }}>
          <Switch defaultChecked={on} />
          <FormLabel>{label}</FormLabel>
        </FormControl>
      ))}
    </Sheet>
  );
}
