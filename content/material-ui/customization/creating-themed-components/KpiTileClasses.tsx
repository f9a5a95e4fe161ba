import Stack from '@mui/material/Stack';
import { KpiTile, kpiTileClasses } from './kpi-tile';

export default function KpiTileClasses() {
  return (
    <Stack
      direction="row"
      // Stable class names let an outer component style the parts, as with Material UI's own.
      sx={{
        gap: 2,
        flexWrap: 'wrap',
        [`& .${kpiTileClasses.root}`]: { flex: '1 1 150px', alignItems: 'center', textAlign: 'center' },
        [`& .${kpiTileClasses.value}`]: { fontSize: '2rem' },
        [`& .${kpiTileClasses.label}`]: { textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: 12 },
      }}
    >
      <KpiTile label="Uptime" value="99.98%" trend={0.01} />
      <KpiTile label="p95 latency" value="184 ms" trend={-8} />
      <KpiTile label="Error rate" value="0.12%" trend={-0.03} />
    </Stack>
  );
}
