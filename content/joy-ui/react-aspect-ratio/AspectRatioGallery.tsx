import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import { bottle, cityNight, lakeAtDusk, pineForest } from './artwork';

const photos = [
  { src: lakeAtDusk, alt: 'Lake at dusk below purple hills' },
  { src: pineForest, alt: 'Row of pine trees in the morning' },
  { src: cityNight, alt: 'Skyline with lit office windows' },
  { src: bottle, alt: 'Bottle of olive oil on a linen cloth' },
  { src: pineForest, alt: 'Forest clearing with a wooden fence' },
  { src: lakeAtDusk, alt: 'Sun setting behind the mountain ridge' },
];

export default function AspectRatioGallery() {
  return (
    <Box
      component="ul"
      aria-label="Trip photos"
      sx={{ listStyle: 'none', p: 0, m: 0, width: '100%', display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}
    >
      {photos.map((photo) => (
        <li key={photo.alt}>
          <AspectRatio ratio="1" sx={{ borderRadius: 'sm' }}>
            <img src={photo.src} alt={photo.alt} loading="lazy" />
          </AspectRatio>
        </li>
      ))}
    </Box>
  );
}
