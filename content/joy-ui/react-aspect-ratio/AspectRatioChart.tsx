import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const visitors = [42, 55, 48, 70, 66, 81, 94];

export default function AspectRatioChart() {
  const points = visitors.map((value, index) => `${index * 50 + 10},${110 - value}`).join(' ');
  return (
    <Box sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}>
      <Typography level="title-sm" component="p" sx={{ mb: 1 }}>
        Daily visitors, last 7 days
      </Typography>
      <AspectRatio ratio="16/6" variant="outlined" sx={{ borderRadius: 'sm' }}>
        <svg viewBox="0 0 320 120" role="img" aria-label="Visitors rose from 42 to 94 a day over the week">
          <polyline points={points} fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
      </AspectRatio>
    </Box>
  );
}
