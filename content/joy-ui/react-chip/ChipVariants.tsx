import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';

const statuses = [
  { label: 'Shipped', variant: 'solid' },
  { label: 'Packing', variant: 'soft' },
  { label: 'Awaiting payment', variant: 'outlined' },
  { label: 'Archived', variant: 'plain' },
] as const;

export default function ChipVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {statuses.map((status) => (
        <Chip key={status.label} variant={status.variant} color="primary">
          {status.label}
        </Chip>
      ))}
    </Box>
  );
}
