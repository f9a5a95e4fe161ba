import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Variant = 'outlined' | 'soft' | 'solid' | 'plain';

const packingList: { item: string; variant?: Variant; packed: boolean }[] = [
  { item: 'Sunscreen', packed: true }, // no variant: outlined when empty, solid when ticked
  { item: 'Rain jacket', variant: 'outlined', packed: true },
  { item: 'Hiking boots', variant: 'soft', packed: true },
  { item: 'First-aid kit', variant: 'solid', packed: false },
  { item: 'A paperback', variant: 'plain', packed: true },
];

export default function CheckboxVariants() {
  return (
    <Stack role="group" aria-labelledby="packing-title" spacing={1.5}>
      <Typography id="packing-title" level="title-sm">
        Weekend hike: packing list
      </Typography>
      {packingList.map(({ item, variant, packed }) => (
        <Checkbox key={item} variant={variant} defaultChecked={packed} label={`${item} (${variant ?? 'default'})`} />
      ))}
    </Stack>
  );
}
