import Box from '@mui/joy/Box';
import Tooltip from '@mui/joy/Tooltip';

const hours = [2, 5, 9, 14, 11, 7, 4, 8, 12, 16, 10, 6];

export default function TooltipFollowCursor() {
  return (
    <Box
      role="img"
      aria-label="Bar chart of visits per hour, peaking at 16 visits at 18:00"
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, height: 140 }}
    >
      {hours.map((visits, index) => (
        <Tooltip key={index} title={`${8 + index}:00, ${visits} visits`} followCursor describeChild>
          <Box sx={{ width: 20, height: visits * 8, bgcolor: 'primary.solidBg', borderRadius: '4px 4px 0 0' }} />
        </Tooltip>
      ))}
    </Box>
  );
}
