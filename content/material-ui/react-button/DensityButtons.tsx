import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const places = [
  { size: 'small', where: 'Table row', labels: ['Edit', 'Duplicate'] },
  { size: 'medium', where: 'Form footer', labels: ['Back', 'Continue'] },
  { size: 'large', where: 'Landing page', labels: ['Start free trial', 'Book a demo'] },
] as const;

export default function DensityButtons() {
  return (
    <Stack spacing={2}>
      {places.map(({ size, where, labels }) => (
        <Stack key={size} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="caption" sx={{ width: 96, color: 'text.secondary' }}>
            {where}
          </Typography>
          <Button size={size} variant="outlined">
            {labels[0]}
          </Button>
          <Button size={size} variant="contained">
            {labels[1]}
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}
