import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

export default function SwitchLabelPlacement() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 3, alignItems: 'flex-start' }}>
      {/* Label after the switch: reads like a checkbox, good for short inline options. */}
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch />
        <FormLabel>Show line numbers</FormLabel>
      </FormControl>
      {/* Label first, switch pushed to the edge: the usual settings row. */}
      <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm', width: 260 }}>
        <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
          <FormLabel>Word wrap</FormLabel>
          <Switch defaultChecked />
        </FormControl>
      </Sheet>
      {/* Label above: fits a narrow column of form fields. */}
      <FormControl>
        <FormLabel>Minimap</FormLabel>
        <Switch sx={{ alignSelf: 'flex-start' }} />
      </FormControl>
    </Stack>
  );
}
