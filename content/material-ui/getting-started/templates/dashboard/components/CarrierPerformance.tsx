import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { carrierScores } from '../data/carriers';

/** The service level agreed with carriers: on-time deliveries at or above this count as on target. */
const TARGET = 95;

function scoreColor(onTime: number) {
  if (onTime >= TARGET) return 'success';
  if (onTime >= TARGET - 5) return 'warning';
  return 'error';
}

export default function CarrierPerformance() {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Carrier on-time rate
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          Target {TARGET}% · deliveries inside the promised window
        </Typography>
        <Stack component="ul" spacing={2.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {carrierScores.map((carrier) => (
            <li key={carrier.name}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.75 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    {carrier.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {carrier.mode} · {carrier.shipments} shipments
                  </Typography>
                </Box>
                <Typography
                  variant="body2"
                  sx={{
                    fontWeight: 700,
                    fontVariantNumeric: 'tabular-nums',
                    color: `${scoreColor(carrier.onTime)}.main`,
                  }}
                >
                  {carrier.onTime.toFixed(1)}%
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={carrier.onTime}
                color={scoreColor(carrier.onTime)}
                aria-label={`${carrier.name} on-time rate`}
              />
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
