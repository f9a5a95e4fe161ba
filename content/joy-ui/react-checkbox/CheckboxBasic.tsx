import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function CheckboxBasic() {
  return (
    <Stack spacing={1.5}>
      <Checkbox label="Remember me on this device" defaultChecked />
      <Checkbox label="Send me the monthly product update" />
    </Stack>
  );
}
