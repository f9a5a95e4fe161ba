import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { pineForest } from './artwork';

export default function AspectRatioFlex() {
  return (
    <Sheet variant="outlined" sx={{ display: 'flex', gap: 2, p: 1.5, borderRadius: 'md', maxWidth: 480, mx: 'auto' }}>
      <AspectRatio ratio="1" flex sx={{ flexBasis: 96, borderRadius: 'sm' }}>
        <img src={pineForest} alt="Pine trees under a pale sky" />
      </AspectRatio>
      <Box sx={{ minWidth: 0 }}>
        <Typography level="title-md">Ridge Trail loop</Typography>
        <Typography level="body-sm">
          11.4 km · 620 m climb · about 4 hours. Shaded most of the way, with a steep final kilometre to the
          viewpoint. Dogs welcome on a lead.
        </Typography>
      </Box>
    </Sheet>
  );
}
