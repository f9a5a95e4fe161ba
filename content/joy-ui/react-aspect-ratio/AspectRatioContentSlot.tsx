import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { pineForest } from './artwork';

export default function AspectRatioContentSlot() {
  return (
    <Box sx={{ width: '100%', maxWidth: 300, mx: 'auto' }}>
      <AspectRatio
        ratio="4/5"
        variant="outlined"
        slotProps={{
          content: {
            sx: { borderRadius: 'lg', border: '6px solid', borderColor: 'background.surface', boxShadow: 'md' },
          },
        }}
      >
        <img src={pineForest} alt="Framed print of a pine forest" />
      </AspectRatio>
      <Typography level="body-sm" sx={{ mt: 1.5, textAlign: 'center' }}>
        Art print, 40 × 50 cm
      </Typography>
    </Box>
  );
}
