import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

const photos = Array.from({ length: 8 }, (_, index) => ({ id: index + 1, hue: (index * 47) % 360 }));

export default function GridSpacing() {
  return (
    // Tight gaps on phones, wider ones on large screens.
    <Grid container spacing={{ xs: 0.5, sm: 1, md: 2 }}>
      {photos.map((photo) => (
        <Grid key={photo.id} size={{ xs: 6, sm: 3 }}>
          <Sheet
            role="img"
            aria-label={`Holiday photo ${photo.id}`}
            sx={{
              aspectRatio: '1',
              borderRadius: 'sm',
              background: `linear-gradient(160deg, hsl(${photo.hue} 70% 75%), hsl(${(photo.hue + 40) % 360} 60% 45%))`,
            }}
          />
        </Grid>
      ))}
    </Grid>
  );
}
