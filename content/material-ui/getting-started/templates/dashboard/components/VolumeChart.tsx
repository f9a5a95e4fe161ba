import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { transportModes, type VolumeSeries } from '../data/metrics';
import { modeColors } from '../theme/chartColors';

function total(values: number[]) {
  return values.reduce((sum, value) => sum + value, 0);
}

/** Stacked bars of booked shipments per transport mode, with a one-line text summary for screen readers and a quick read. */
export default function VolumeChart({ series }: { series: VolumeSeries }) {
  const totals = transportModes.map((mode) => ({ mode, count: total(series.byMode[mode]) }));
  const all = total(totals.map((entry) => entry.count));
  const leader = totals.reduce((best, entry) => (entry.count > best.count ? entry : best));

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
          <div>
            <Typography variant="h6" component="h2">
              Volume by transport mode
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {series.caption}
            </Typography>
          </div>
          <Box sx={{ textAlign: { sm: 'right' } }}>
            <Typography variant="figure" component="p" sx={{ fontSize: '1.5rem' }}>
              {all.toLocaleString('en-GB')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {leader.mode} carried {Math.round((leader.count / all) * 100)}%
            </Typography>
          </Box>
        </Stack>
        <Box sx={{ height: 320, mt: 1, mx: -1 }}>
          <BarChart
            height={320}
            xAxis={[{ scaleType: 'band', data: series.labels, categoryGapRatio: 0.45 }]}
            yAxis={[{ width: 48, valueFormatter: (value: number) => value.toLocaleString('en-GB') }]}
            series={transportModes.map((mode) => ({
              id: mode,
              label: mode,
              data: series.byMode[mode],
              stack: 'volume',
              color: modeColors[mode],
            }))}
            grid={{ horizontal: true }}
            borderRadius={4}
            slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
