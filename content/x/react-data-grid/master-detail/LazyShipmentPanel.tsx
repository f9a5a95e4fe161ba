import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(40, 183);

/** Stands in for `GET /orders/:id/tracking`. */
function fetchTracking(order: Order): Promise<string[]> {
  const steps = ['Label created', 'Collected by carrier', `Arrived in ${order.country}`, 'Out for delivery'];
  return new Promise((resolve) => {
    setTimeout(() => resolve(steps.slice(0, 1 + (order.id % steps.length))), 900);
  });
}

/** Fetches when the panel opens, not when the grid loads. */
function TrackingPanel({ order }: { order: Order }) {
  const [events, setEvents] = React.useState<string[] | null>(null);
  React.useEffect(() => {
    let active = true;
    fetchTracking(order).then((result) => active && setEvents(result));
    return () => {
      active = false;
    };
  }, [order]);

  return (
    <Box sx={{ px: 3, py: 1 }} aria-busy={events === null}>
      {events === null ? (
        <Skeleton variant="rounded" height={72} sx={{ maxWidth: 360 }} />
      ) : (
        <List dense aria-label={`Tracking for ${order.reference}`}>
          {events.map((event, index) => (
            <ListItem key={event} disableGutters>
              <ListItemText primary={event} secondary={`Step ${index + 1}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Destination', width: 140 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Order>) => <TrackingPanel order={row} />;

export default function LazyShipmentPanel() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        aria-label="Shipments"
      />
    </Box>
  );
}
