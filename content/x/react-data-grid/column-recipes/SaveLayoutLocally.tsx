import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridInitialState, useGridApiRef } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const STORAGE_KEY = 'orders-grid-layout';
const rows = createOrders(60, 141);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function SaveLayoutLocally() {
  const apiRef = useGridApiRef();
  // Restore after mounting: localStorage does not exist during the server render.
  React.useEffect(() => {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved && apiRef.current) {
      apiRef.current.restoreState(JSON.parse(saved) as GridInitialState);
    }
  }, [apiRef]);

  const save = React.useCallback(() => {
    const { columns: layout, sorting } = apiRef.current?.exportState() ?? {};
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ columns: layout, sorting }));
  }, [apiRef]);

  const reset = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    apiRef.current?.restoreState({
      columns: {
        columnVisibilityModel: {},
        dimensions: Object.fromEntries(columns.map((column) => [column.field, { width: column.width }])),
      },
      sorting: { sortModel: [] },
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button variant="outlined" onClick={reset} sx={{ alignSelf: 'flex-start' }}>
        Forget my layout
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          aria-label="Orders; your column layout is saved in this browser"
          onColumnWidthChange={save}
          onColumnVisibilityModelChange={save}
          onSortModelChange={save}
        />
      </Box>
    </Stack>
  );
}
