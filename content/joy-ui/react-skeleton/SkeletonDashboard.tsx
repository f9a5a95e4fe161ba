import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

const metrics = ['Revenue', 'Orders', 'Refunds'];

export default function SkeletonDashboard() {
  return (
    <Box
      aria-busy="true"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2, width: '100%' }}
    >
      {metrics.map((metric) => (
        <Card key={metric} variant="outlined">
          {/* The label is known before the data, so it is shown; only the numbers wait. */}
          <Typography level="body-sm">{metric}</Typography>
          <Skeleton variant="text" level="h3" width="70%" />
          <Skeleton variant="rectangular" height={36} />
        </Card>
      ))}
    </Box>
  );
}
