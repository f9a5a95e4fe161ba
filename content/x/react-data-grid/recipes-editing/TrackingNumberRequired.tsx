import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPreProcessEditCellProps,
} from '@mui/x-data-grid';
import { ORDER_STATUSES, createOrders, type Order } from '../demo-data/orders';

type Shipment = Order & { tracking: string };

const shipments: Shipment[] = createOrders(20, 433).map((order) => ({
  ...order,
  tracking: order.status === 'Shipped' || order.status === 'Delivered' ? `1Z${String(order.id * 7919).padStart(8, '0')}` : '',
}));

const needsTracking = (status: unknown) => status === 'Shipped' || status === 'Delivered';

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 130,
    editable: true,
  },
  {
    field: 'tracking',
    headerName: 'Tracking number',
    width: 190,
    editable: true,
    // In row editing, the other cells of the row are in `otherFieldsProps`.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const status = params.otherFieldsProps?.status.value;
      const missing = needsTracking(status) && String(params.props.value ?? '').trim() === '';
      return { ...params.props, error: missing };
    },
  },
];

export default function TrackingNumberRequired() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .Mui-error': { outline: '2px solid', outlineColor: 'error.main', outlineOffset: '-2px' },
      }}
    >
      <DataGrid rows={shipments} columns={columns} editMode="row" aria-label="Shipments; shipped orders need a tracking number" />
    </Box>
  );
}
