import GridLegacy from '@mui/material/GridLegacy';
import Typography from '@mui/material/Typography';
import Tile from './Tile';

const metrics = [
  { label: 'Visitors', value: '18.2k' },
  { label: 'Sign-ups', value: '642' },
  { label: 'Conversion', value: '3.5 %' },
  { label: 'Bounce rate', value: '41 %' },
  { label: 'Avg. session', value: '3 m 10 s' },
  { label: 'Returning', value: '27 %' },
];

export default function ResponsiveSpacingColumns() {
  return (
    // 4 columns on phones, 8 on tablets, 12 on desktops; each tile spans 2 of them.
    <GridLegacy container spacing={{ xs: 1, md: 3 }} columns={{ xs: 4, sm: 8, md: 12 }}>
      {metrics.map((metric) => (
        <GridLegacy item key={metric.label} xs={2}>
          <Tile>
            <Typography variant="body2" color="text.secondary">{metric.label}</Typography>
            <Typography component="p" variant="h6">{metric.value}</Typography>
          </Tile>
        </GridLegacy>
      ))}
    </GridLegacy>
  );
}
