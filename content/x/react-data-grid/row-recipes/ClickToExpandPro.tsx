import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  type GridColDef,
  type GridRowParams,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(40, 211);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Order>) => (
  <Typography variant="body2" sx={{ px: 3, py: 1.5 }}>
    {row.quantity} × {row.product}, ${row.total.toFixed(2)}, shipping to {row.country}.
  </Typography>
);

export default function ClickToExpandPro() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{ height: 420, width: '100%', '& .MuiDataGrid-row': { cursor: 'pointer' } }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        // The whole row toggles its panel, by click or by Enter on any of its cells.
        onRowClick={({ id }) => apiRef.current?.toggleDetailPanel(id)}
        onCellKeyDown={({ id }, event) => {
          if (event.key === 'Enter') apiRef.current?.toggleDetailPanel(id);
        }}
        // The toggle column is no longer needed.
        initialState={{ columns: { columnVisibilityModel: { [GRID_DETAIL_PANEL_TOGGLE_FIELD]: false } } }}
        disableRowSelectionOnClick
        aria-label="Orders; select a row to show its details"
      />
    </Box>
  );
}
