import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const weekly = [12.4, 13.1, 12.8, 14.6, 15.2, 14.9, 16.8, 17.5];

export default function RevenueSparkline() {
  // useTheme() gives the theme to code that isn't styles: here, SVG drawing.
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const max = Math.max(...weekly);
  const min = Math.min(...weekly);
  const points = weekly.map((value, index) => `${index * 40},${60 - ((value - min) / (max - min)) * 50}`).join(' ');

  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 340 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Weekly revenue
      </Typography>
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        €17.5k{' '}
        <Typography component="span" variant="body2" sx={{ color: 'success.main' }}>
          +4.2%
        </Typography>
      </Typography>
      <svg
        viewBox="-4 -4 288 72"
        width="100%"
        role="img"
        aria-label="Revenue rose from €12.4k to €17.5k over eight weeks"
      >
        {/* CSS variables work in `style`, not in SVG presentation attributes. */}
        <polyline
          points={points}
          fill="none"
          style={{ stroke: palette.primary.main, strokeWidth: 3 }}
          strokeLinejoin="round"
        />
        <circle cx={280} cy={10} r={5} style={{ fill: palette.primary.main }} />
      </svg>
    </Paper>
  );
}
