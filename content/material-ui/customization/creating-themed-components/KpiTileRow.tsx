import Stack from '@mui/material/Stack';
import { KpiTile } from './kpi-tile';

export default function KpiTileRow() {
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
      <KpiTile label="Monthly recurring revenue" value="€48,210" trend={6.4} />
      <KpiTile label="Active subscriptions" value="1,932" trend={2.1} variant="filled" />
      <KpiTile label="Churn" value="3.8%" trend={-0.6} />
    </Stack>
  );
}
