import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const stops: { name: string; color: ColorPaletteProp }[] = [
  { name: 'Depot', color: 'neutral' },
  { name: 'Bakery', color: 'primary' },
  { name: 'Pharmacy', color: 'success' },
  { name: 'Closed road', color: 'danger' },
];

export default function MapPinChannels() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'center' }}>
      {stops.map((stop) => (
        <Box key={stop.name} sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 20,
              height: 20,
              borderRadius: '50%',
              bgcolor: `${stop.color}.solidBg`,
              // A halo in the same hue: the channel token takes any opacity.
              boxShadow: `0 0 0 8px rgba(${theme.vars.palette[stop.color].mainChannel} / 0.24)`,
            })}
          />
          <Typography level="body-sm">{stop.name}</Typography>
        </Box>
      ))}
    </Box>
  );
}
