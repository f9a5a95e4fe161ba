import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { lakeAtDusk } from './artwork';

export default function AspectRatioImage() {
  return (
    <Box component="figure" sx={{ m: 0, width: '100%', maxWidth: 400, mx: 'auto' }}>
      <AspectRatio ratio="3/2" sx={{ borderRadius: 'md' }}>
        <img src={lakeAtDusk} alt="Purple mountains above a lake at sunset" loading="lazy" />
      </AspectRatio>
      <Typography component="figcaption" level="body-sm" sx={{ mt: 1 }}>
        Lake Tahoma, photographed from the north shore.
      </Typography>
    </Box>
  );
}
