import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const notes: Record<string, string> = {
  reference: 'Shown to customers on receipts',
  total: 'Quantity × unit price, before tax',
  orderedOn: 'Date in the shop’s time zone',
};

/** A menu built from parts: a read-only note, then the grid's own sort and hide items. */
function ColumnInfo(props: GridColumnMenuProps) {
  const { colDef, hideMenu } = props;
  return (
    <GridColumnMenuContainer {...props}>
      <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
        <ListItemIcon>
          <InfoOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={notes[colDef.field] ?? 'No notes for this column'} secondary={`Field: ${colDef.field}`} />
      </MenuItem>
      <Divider />
      <GridColumnMenuSortItem colDef={colDef} onClick={hideMenu} />
      <GridColumnMenuHideItem colDef={colDef} onClick={hideMenu} />
    </GridColumnMenuContainer>
  );
}

const rows = createOrders(40, 93);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 120 },
];

export default function ColumnInfoMenu() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: ColumnInfo }} aria-label="Orders" />
    </Box>
  );
}
