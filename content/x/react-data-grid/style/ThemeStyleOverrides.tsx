import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
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

// The app's theme: every grid under this provider gets the same look, without an `sx` on each one.
// It follows the page's light/dark attribute with its own CSS variable prefix
// (an app with a single theme would write `cssVariables: true`).
const backOfficeTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme', cssVarPrefix: 'backoffice' },
  colorSchemes: { light: true, dark: true },
  components: {
    MuiDataGrid: {
      defaultProps: { density: 'compact', disableColumnMenu: true },
      styleOverrides: {
        // Palette values read from the CSS variables follow the colour scheme.
        root: ({ theme }) => ({
          borderRadius: theme.shape.borderRadius,
          borderColor: (theme.vars ?? theme).palette.divider,
        }),
        columnHeader: ({ theme }) => ({ backgroundColor: (theme.vars ?? theme).palette.action.selected }),
        columnHeaderTitle: { fontWeight: 700, textTransform: 'uppercase', fontSize: '0.75rem' },
        cell: { fontVariantNumeric: 'tabular-nums' },
      },
    },
  },
});

export default function ThemeStyleOverrides() {
  return (
    <ThemeProvider theme={backOfficeTheme}>
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
