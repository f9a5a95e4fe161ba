import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { createTrades, type Trade } from '../demo-data/commodities';

const ALL = createTrades(300, 6);
const PAGE = 40;

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade #', type: 'number', width: 100 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', width: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function LoadMoreAtEnd() {
  const [loaded, setLoaded] = React.useState(0);

  // Stands in for a trade feed that sends the requested slice after a short delay, and never a total.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end }) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const from = Number(start);
        const rows = ALL.slice(from, end + 1);
        setLoaded((count) => Math.max(count, from + rows.length));
        return { rows };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {loaded} of {ALL.length} trades loaded
      </Typography>
      <div style={{ height: 380 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          scrollEndThreshold={120}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: PAGE } } }}
          // The pretend feed can neither sort nor filter, so the grid does not offer to.
          disableColumnSorting
          disableColumnFilter
          hideFooter
          aria-label="Trades loaded as you scroll"
        />
      </div>
    </Stack>
  );
}
