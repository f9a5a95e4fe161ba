import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function CheckboxVariants() {
  return (
    <Stack spacing={1.5}>
      <Checkbox label="Pack sunscreen (default)" defaultChecked />
      <Checkbox variant="outlined" label="Pack a rain jacket (outlined)" defaultChecked />
      <Checkbox variant="soft" label="Pack hiking boots (soft)" defaultChecked />
      <Checkbox variant="solid" label="Pack a first-aid kit (solid)" />
      <Checkbox variant="plain" label="Pack a paperback (plain)" defaultChecked />
    </Stack>
  );
}
