import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';

const slots = [
  { variant: 'solid', label: 'Cover photo' },
  { variant: 'soft', label: 'Kitchen' },
  { variant: 'outlined', label: 'Bedroom' },
  { variant: 'plain', label: 'Garden' },
] as const;

export default function AspectRatioVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2, width: '100%' }}>
      {slots.map(({ variant, label }) => (
        <AspectRatio key={variant} variant={variant} ratio="4/3" sx={{ borderRadius: 'md' }}>
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
            <AddPhotoAlternate />
            <Typography level="body-sm" textColor="inherit">
              {label}
            </Typography>
            <Typography level="body-xs" textColor="inherit">
              variant=&quot;{variant}&quot;
            </Typography>
          </Box>
        </AspectRatio>
      ))}
    </Box>
  );
}
