import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
  type GridSortDirection,
  useGridApiContext,
} from '@mui/x-data-grid';
import type * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const wording: Record<string, [string, string]> = {
  number: ['Smallest first', 'Largest first'],
  string: ['A to Z', 'Z to A'],
};

/** Replaces the default sort items with wording that fits the column's type. */
function PlainSortItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  if (colDef.sortable === false) return null;
  const [up, down] = wording[colDef.type ?? 'string'] ?? wording.string;
  const sort = (direction: GridSortDirection) => (event: React.MouseEvent) => {
    apiRef.current.sortColumn(colDef.field, direction);
    onClick(event);
  };
  return (
    <>
      <MenuItem onClick={sort('asc')}>
        <ListItemIcon>
          <ArrowUpwardRounded fontSize="small" />
        </ListItemIcon>
        <ListItemText>{up}</ListItemText>
      </MenuItem>
      <MenuItem onClick={sort('desc')}>
        <ListItemIcon>
          <ArrowDownwardRounded fontSize="small" />
        </ListItemIcon>
        <ListItemText>{down}</ListItemText>
      </MenuItem>
    </>
  );
}

function PlainSortMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuSortItem: PlainSortItem }} />;
}

const rows = createTrades(30, 85);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 160 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
  { field: 'unitPrice', headerName: 'Price ($)', type: 'number', width: 120 },
];

export default function FriendlySortItem() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: PlainSortMenu }} aria-label="Trades" />
    </Box>
  );
}
