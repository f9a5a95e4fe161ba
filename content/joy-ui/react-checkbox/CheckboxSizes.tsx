import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function CheckboxSizes() {
  return (
    <Stack spacing={2}>
      <Checkbox size="sm" label="Show archived projects (sm, for dense filters)" />
      <Checkbox size="md" label="Email me a copy of this form (md)" defaultChecked />
      <Checkbox size="lg" label="I am over 18 (lg, for a touch kiosk)" />
    </Stack>
  );
}
