import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { createEmployees, type Employee } from '../demo-data/employees';
import { orderColumns, shopOrders } from './orderColumns';

const staff = createEmployees(25, 12);
const staffColumns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', flex: 1 },
  { field: 'lastName', headerName: 'Last name', flex: 1 },
  { field: 'department', headerName: 'Department', flex: 1 },
];

// Every grid under this provider gets the same look, without an `sx` on each one.
// In an app, put the `components` entry in your own `createTheme()` call.
// With no ThemeProvider above, the outer theme is empty: start from the default theme.
const withGridLook = (upper: Theme, outer: Theme = upper?.palette ? upper : createTheme()): Theme => {
  // Read palette values from the CSS variables when the theme has them, so they follow the scheme.
  const tokens = outer.vars ?? outer;
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiDataGrid: {
        defaultProps: { density: 'compact', disableColumnMenu: true },
        styleOverrides: {
          root: { borderRadius: tokens.shape.borderRadius, borderColor: tokens.palette.divider },
          columnHeader: { backgroundColor: tokens.palette.action.selected },
          columnHeaderTitle: { fontWeight: 700, textTransform: 'uppercase', fontSize: '0.75rem' },
          cell: { fontVariantNumeric: 'tabular-nums' },
        },
      },
    },
  };
};

export default function ThemeStyleOverrides() {
  return (
    <ThemeProvider theme={withGridLook}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ height: 360, flex: 2, minWidth: 0 }}>
          <DataGrid rows={shopOrders} columns={orderColumns} aria-label="Orders, themed" />
        </Box>
        <Box sx={{ height: 360, flex: 1, minWidth: 0 }}>
          <DataGrid rows={staff} columns={staffColumns} aria-label="Staff, themed" />
        </Box>
      </Stack>
    </ThemeProvider>
  );
}
