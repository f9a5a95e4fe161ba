import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export default function CompareColumnsDivider() {
  return (
    <Box sx={{ display: 'flex', gap: 2, maxWidth: 520 }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Rent the camera
        </Typography>
        <Typography variant="body2" color="text.secondary">
          $45 a weekend, insurance included, returned by Monday noon.
        </Typography>
      </Box>
      <Divider orientation="vertical" flexItem>
        vs
      </Divider>
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Buy it used
        </Typography>
        <Typography variant="body2" color="text.secondary">
          $620 with a six-month warranty and a spare battery.
        </Typography>
      </Box>
    </Box>
  );
}
