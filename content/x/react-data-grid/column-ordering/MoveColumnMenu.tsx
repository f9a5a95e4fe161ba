import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGridPro,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
  useGridApiContext,
} from '@mui/x-data-grid-pro';
import type * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

/** Keyboard-friendly reordering: move the column one place left or right from its menu. */
function MoveItems({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const index = apiRef.current.getColumnIndex(colDef.field, false);
  const count = apiRef.current.getAllColumns().length;
  const move = (offset: number) => (event: React.MouseEvent) => {
    apiRef.current.setColumnIndex(colDef.field, index + offset);
    onClick(event);
  };
  return (
    <>
      <MenuItem onClick={move(-1)} disabled={index === 0}>
        <ListItemIcon>
          <ArrowBackRounded fontSize="small" />
        </ListItemIcon>
        <ListItemText>Move left</ListItemText>
      </MenuItem>
      <MenuItem onClick={move(1)} disabled={index === count - 1}>
        <ListItemIcon>
          <ArrowForwardRounded fontSize="small" />
        </ListItemIcon>
        <ListItemText>Move right</ListItemText>
      </MenuItem>
    </>
  );
}

function MenuWithMove(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuMoveItem: MoveItems }} slotProps={{ columnMenuMoveItem: { displayOrder: 5 } }} />;
}

const rows = createOrders(40, 117);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function MoveColumnMenu() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} slots={{ columnMenu: MenuWithMove }} aria-label="Orders" />
    </Box>
  );
}
