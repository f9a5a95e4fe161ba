import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGrid, type GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(1000, 4);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const ROW_HEIGHT = 52;

export default function VisibleRowRange() {
  const apiRef = useGridApiRef();
  const [range, setRange] = React.useState('Rows 1 onwards');

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    return api.subscribeEvent('scrollPositionChange', ({ top }) => {
      const first = Math.floor(top / ROW_HEIGHT) + 1;
      setRange(`Rows ${first} to ${Math.min(first + 6, orders.length)} of ${orders.length}`);
    });
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {range}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={orders} columns={columns} rowHeight={ROW_HEIGHT} hideFooter aria-label="A thousand orders" />
      </div>
    </Stack>
  );
}
