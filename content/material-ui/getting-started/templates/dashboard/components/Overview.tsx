import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import OverviewHeading from './OverviewHeading';
import StatCard from './StatCard';
import VolumeChart from './VolumeChart';
import CarrierPerformance from './CarrierPerformance';
import ShipmentsGrid from './ShipmentsGrid';
import ExceptionsFeed from './ExceptionsFeed';
import { metrics, rangeLabels, volume, type Range } from '../data/metrics';
import { visuallyHidden } from '../utils/visuallyHidden';

interface OverviewProps {
  /** Words from the header's search field, for the shipments grid. */
  search: string;
  /** Hidden while another section is open: kept mounted, so the period and filters survive. */
  hidden?: boolean;
}

/** The page's content: heading and period switch, key figures, charts, the shipments table and the exceptions list. */
export default function Overview({ search, hidden = false }: OverviewProps) {
  const [range, setRange] = React.useState<Range>('7d');

  return (
    <Box
      component="main"
      id="overview"
      hidden={hidden}
      sx={{ flex: 1, px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 3, md: 4 }, width: '100%', maxWidth: 1680, mx: 'auto' }}
    >
      <OverviewHeading range={range} onRangeChange={setRange} />
      <Typography component="h2" sx={visuallyHidden}>
        Key figures
      </Typography>
      <Grid container spacing={2}>
        {metrics[range].map((metric) => (
          <Grid key={metric.id} size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard metric={metric} comparison={rangeLabels[range].comparison} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, lg: 7, xl: 8 }}>
          <VolumeChart series={volume[range]} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5, xl: 4 }}>
          <CarrierPerformance />
        </Grid>
        <Grid size={{ xs: 12, xl: 8 }}>
          <ShipmentsGrid search={search} />
        </Grid>
        <Grid size={{ xs: 12, xl: 4 }}>
          <ExceptionsFeed />
        </Grid>
      </Grid>
    </Box>
  );
}
