import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { bottle } from './artwork';

export default function AspectRatioObjectFit() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 2, width: '100%' }}>
      <div>
        <AspectRatio ratio="4/3" objectFit="cover" sx={{ borderRadius: 'sm' }}>
          <img src={bottle} alt="Green olive oil bottle, cropped to fill the frame" />
        </AspectRatio>
        <Typography level="body-sm" sx={{ mt: 1 }}>
          <code>cover</code>: fills the frame, crops the cap and base
        </Typography>
      </div>
      <div>
        <AspectRatio ratio="4/3" objectFit="contain" sx={{ borderRadius: 'sm' }}>
          <img src={bottle} alt="Green olive oil bottle, shown whole" />
        </AspectRatio>
        <Typography level="body-sm" sx={{ mt: 1 }}>
          <code>contain</code>: the whole bottle, with bands at the sides
        </Typography>
      </div>
    </Box>
  );
}
