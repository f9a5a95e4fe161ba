import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { ORDER_STATUSES, createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(20, 432);

function StatusEditCell(props: GridRenderEditCellParams<Order>) {
  const apiRef = useGridApiContext();
  return (
    <GridEditSingleSelectCell
      {...props}
      // The select closes on the first choice; save at the same moment.
      onValueChange={async (_event, value) => {
        await apiRef.current.setEditCellValue({ id: props.id, field: props.field, value });
        apiRef.current.stopCellEditMode({ id: props.id, field: props.field });
      }}
    />
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 140,
    editable: true,
    renderEditCell: (params) => <StatusEditCell {...params} />,
  },
];

export default function StatusSelectAutoSave() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} aria-label="Order statuses, saved on selection" />
    </Box>
  );
}
