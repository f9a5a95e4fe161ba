import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { Metric } from '../data/metrics';
import { trendColor } from '../theme/chartColors';

interface StatCardProps {
  metric: Metric;
  comparison: string;
}

export default function StatCard({ metric, comparison }: StatCardProps) {
  const rising = metric.trend[metric.trend.length - 1] >= metric.trend[0];
  // Fit the vertical scale to the data, with some air, so small changes show as a slope.
  const low = Math.min(...metric.trend);
  const high = Math.max(...metric.trend);
  const pad = (high - low) * 0.25 || 1;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {metric.label}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="figure">{metric.value}</Typography>
          <Chip
            size="small"
            variant="outlined"
            color={metric.favourable ? 'success' : 'error'}
            icon={rising ? <TrendingUpRounded /> : <TrendingDownRounded />}
            label={metric.change}
          />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {comparison}
          {metric.favourable ? ', an improvement' : ', worse than before'}
        </Typography>
        <Box sx={{ mt: 'auto', height: 48 }} aria-hidden>
          <SparkLineChart
            data={metric.trend}
            height={48}
            area
            curve="natural"
            color={trendColor}
            yAxis={{ min: low - pad, max: high + pad }}
            sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.18 }, '& .MuiLineElement-root': { strokeWidth: 2 } }}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
