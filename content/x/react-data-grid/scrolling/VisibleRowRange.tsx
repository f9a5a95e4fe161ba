import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGrid, gridPaginationModelSelector, type GridColDef, useGridApiRef } from '@mui/x-data-grid';
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
    // With a fixed row height, the scroll offset tells which rows are on screen.
    // The community grid paginates, so rows are counted from the start of the current page.
    const update = () => {
      const { page, pageSize } = gridPaginationModelSelector(apiRef);
      const { top } = api.getScrollPosition();
      const inView = Math.max(1, Math.floor(api.getRootDimensions().viewportInnerSize.height / ROW_HEIGHT));
      const pageStart = page * pageSize;
      const first = pageStart + Math.floor(top / ROW_HEIGHT) + 1;
      const last = Math.min(first + inView - 1, pageStart + pageSize, orders.length);
      setRange(`Rows ${first} to ${last} of ${orders.length}`);
    };
    const unsubscribeScroll = api.subscribeEvent('scrollPositionChange', update);
    const unsubscribePage = api.subscribeEvent('paginationModelChange', update);
    return () => {
      unsubscribeScroll();
      unsubscribePage();
    };
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {/* Not a live region: it changes on every scroll step, which would flood a screen reader. */}
      <Typography variant="body2">{range}</Typography>
      <div style={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={orders} columns={columns} rowHeight={ROW_HEIGHT} aria-label="A thousand orders, 100 a page" />
      </div>
    </Stack>
  );
}
