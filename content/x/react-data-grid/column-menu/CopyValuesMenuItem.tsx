import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
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
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import type * as React from 'react';
import { createEmployees, type Employee } from '../demo-data/employees';

/** Copies the column's values, in the current sort and filter, one per line. */
function CopyColumnItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const copy = async (event: React.MouseEvent) => {
    const values = gridFilteredSortedRowEntriesSelector(apiRef).map(({ model }) =>
      String(apiRef.current.getRowFormattedValue(model, colDef)),
    );
    await navigator.clipboard?.writeText(values.join('\n'));
    onClick(event); // closes the menu
  };
  return (
    <MenuItem onClick={copy}>
      <ListItemIcon>
        <ContentCopyRounded fontSize="small" />
      </ListItemIcon>
      <ListItemText>Copy values</ListItemText>
    </MenuItem>
  );
}

function MenuWithCopy(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuCopyItem: CopyColumnItem }}
      // Between the sort items (10) and the filter item (20).
      slotProps={{ columnMenuCopyItem: { displayOrder: 15 } }}
    />
  );
}

const rows = createEmployees(30, 83);

const columns: GridColDef<Employee>[] = [
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 230 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function CopyValuesMenuItem() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: MenuWithCopy }} aria-label="Staff emails" />
    </Box>
  );
}
