import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonFill() {
  return (
    <Card variant="outlined" aria-busy="true" sx={{ width: 300 }}>
      <Typography level="title-md">Route map</Typography>
      {/* With no children, the overlay variant fills its positioned parent. */}
      <Box sx={{ position: 'relative', height: 140, borderRadius: 'sm', overflow: 'hidden' }}>
        <Skeleton animation="wave" />
      </Box>
      <Typography level="body-sm">Loading the 18 km coastal route…</Typography>
    </Card>
  );
}
