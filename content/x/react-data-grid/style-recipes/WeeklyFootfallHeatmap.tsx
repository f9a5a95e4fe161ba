import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
type Day = (typeof DAYS)[number];
type StoreRow = { id: string; store: string } & Record<Day, number>;

// Visitors per day for six stores (a fixed pattern, busier at weekends).
const STORES = ['Harbour St', 'Old Town', 'Riverside', 'Station Sq', 'Mall North', 'Airport'];
const rows: StoreRow[] = STORES.map((store, s) => {
  const row = { id: store, store } as StoreRow;
  DAYS.forEach((day, d) => {
    row[day] = 180 + ((s * 37 + d * 53) % 140) + (d >= 5 ? 160 : 0) + s * 25;
  });
  return row;
});

const MAX = Math.max(...rows.flatMap((row) => DAYS.map((day) => row[day])));

// Five buckets: each cell gets the class of its bucket.
function heatClass(value: number): string {
  return `heat-${Math.min(4, Math.floor((value / MAX) * 5))}`;
}

const columns: GridColDef<StoreRow>[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  ...DAYS.map(
    (day): GridColDef<StoreRow> => ({
      field: day,
      headerName: day,
      type: 'number',
      width: 76,
      align: 'center',
      headerAlign: 'center',
      cellClassName: (params) => heatClass(params.value as number),
    }),
  ),
];

export default function WeeklyFootfallHeatmap() {
  return (
    <Box
      sx={(theme) => {
        const heat: Record<string, object> = {};
        [0.08, 0.18, 0.32, 0.5, 1].forEach((opacity, bucket) => {
          heat[`& .heat-${bucket}`] = {
            backgroundColor: theme.vars
              ? `rgba(${theme.vars.palette.primary.mainChannel} / ${opacity})`
              : alpha(theme.palette.primary.main, opacity),
            // The busiest bucket is solid primary, with the matching text colour.
            color: bucket === 4 ? (theme.vars ?? theme).palette.primary.contrastText : undefined,
            fontWeight: bucket >= 3 ? 700 : undefined,
          };
        });
        return { height: 360, width: '100%', ...heat };
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableRowSelectionOnClick
        showCellVerticalBorder
        aria-label="Visitors per store and weekday, darker cells are busier"
      />
    </Box>
  );
}
