import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const visits = [
  { day: 'Mon', count: 1240 },
  { day: 'Tue', count: 1580 },
  { day: 'Wed', count: 1310 },
  { day: 'Thu', count: 1920 },
  { day: 'Fri', count: 2210 },
  { day: 'Sat', count: 870 },
  { day: 'Sun', count: 640 },
];
const peak = Math.max(...visits.map((v) => v.count));

export default function ChartFollowCursor() {
  const titleId = React.useId();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" id={titleId}>
        Store visits this week
      </Typography>
      <Box
        role="list"
        aria-labelledby={titleId}
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 160, mt: 1 }}
      >
        {visits.map((v) => (
          <Tooltip key={v.day} title={`${v.day}: ${v.count.toLocaleString('en-US')} visits`} followCursor>
            <Box
              role="listitem"
              tabIndex={0}
              sx={{
                flex: 1,
                height: `${(v.count / peak) * 100}%`,
                bgcolor: 'primary.main',
                borderRadius: '4px 4px 0 0',
                '&:hover, &:focus-visible': { bgcolor: 'primary.dark' },
              }}
            />
          </Tooltip>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }} aria-hidden>
        {visits.map((v) => (
          <Typography key={v.day} variant="caption" sx={{ flex: 1, textAlign: 'center' }}>
            {v.day}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
