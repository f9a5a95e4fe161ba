import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

/** A published report: readers may sort, but the column set and filters are fixed. */
function SortOnlyMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuFilterItem: null, columnMenuColumnsItem: null }} />;
}

const rows = createOrders(40, 87);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function ReadOnlyReportMenu() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: SortOnlyMenu }} aria-label="Quarterly order report" />
    </Box>
  );
}
