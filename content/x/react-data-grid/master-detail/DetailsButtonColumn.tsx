import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import { createOrders, type Order } from '../demo-data/orders';

/** A labelled button instead of the default icon, placed as the last column. */
function DetailsToggle({ id, row, tabIndex }: GridRenderCellParams<Order>) {
  const apiRef = useGridApiContext();
  const expanded = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector).has(id);
  return (
    <Button
      size="small"
      tabIndex={tabIndex}
      aria-expanded={expanded}
      aria-label={`${expanded ? 'Hide' : 'Show'} details of ${row.reference}`}
      endIcon={<ExpandMoreRounded sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
    >
      {expanded ? 'Hide' : 'Details'}
    </Button>
  );
}

const rows = createOrders(40, 191);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    // Listing the toggle column in `columns` moves it; the grid still handles its clicks.
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    width: 120,
    renderCell: (params) => <DetailsToggle {...params} />,
  },
];

const getDetailPanelContent = ({ row }: GridRowParams<Order>) => (
  <Typography variant="body2" sx={{ px: 3, py: 1.5 }}>
    {row.quantity} × {row.product} for {row.country}, total ${row.total.toFixed(2)}.
  </Typography>
);

export default function DetailsButtonColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} getDetailPanelContent={getDetailPanelContent} getDetailPanelHeight={() => 'auto'} aria-label="Orders" />
    </Box>
  );
}
