import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const labels: { name: string; color: ChipProps['color'] }[] = [
  { name: 'needs triage', color: 'default' },
  { name: 'feature', color: 'primary' },
  { name: 'design', color: 'secondary' },
  { name: 'regression', color: 'error' },
  { name: 'question', color: 'info' },
  { name: 'good first issue', color: 'success' },
  { name: 'breaking change', color: 'warning' },
];

export default function LabelColorChips() {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {labels.map((label) => (
          <Chip key={label.name} label={label.name} color={label.color} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {labels.map((label) => (
          <Chip key={label.name} label={label.name} color={label.color} variant="outlined" />
        ))}
      </Stack>
    </Stack>
  );
}
