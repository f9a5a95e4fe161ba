import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const feed = createTrades(137, 707);

// Stands in for a cursor API: it never says how many trades exist, only whether more follow.
function fetchAfter(page: number, pageSize: number): Promise<{ rows: Trade[]; hasMore: boolean }> {
  const rows = feed.slice(page * pageSize, (page + 1) * pageSize);
  return new Promise((resolve) => setTimeout(() => resolve({ rows, hasMore: (page + 1) * pageSize < feed.length }), 300));
}

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 90, sortable: false },
  { field: 'commodity', headerName: 'Commodity', width: 150, sortable: false },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 160, sortable: false },
];

export default function NextPageCursor() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const [rows, setRows] = React.useState<Trade[]>(() => feed.slice(0, 20)); // first page, shipped with the page
  const [meta, setMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  const [loading, setLoading] = React.useState(true);
  // -1 while the end is unknown; the exact total once the last page has arrived.
  const [rowCount, setRowCount] = React.useState(-1);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchAfter(paginationModel.page, paginationModel.pageSize).then((result) => {
      if (!current) return;
      setRows(result.rows);
      setMeta({ hasNextPage: result.hasMore });
      if (!result.hasMore) {
        setRowCount(paginationModel.page * paginationModel.pageSize + result.rows.length);
      }
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        // With -1 the Next button stays enabled: the grid cannot tell where the feed ends.
        rowCount={rowCount}
        paginationMeta={meta}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[20]}
        loading={loading}
        disableColumnFilter
        aria-label="Trade feed without a known total"
      />
    </Box>
  );
}
