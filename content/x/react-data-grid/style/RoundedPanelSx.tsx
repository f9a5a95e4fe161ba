import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { orderColumns, shopOrders } from './orderColumns';

export default function RoundedPanelSx() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={shopOrders}
        columns={orderColumns}
        aria-label="Shop orders in a rounded panel"
        sx={(theme) => ({
          // Styles on the root element of the grid
          borderRadius: 3,
          borderWidth: 2,
          borderColor: (theme.vars ?? theme).palette.primary.light,
          boxShadow: (theme.vars ?? theme).shadows[2],
          // Styles on elements inside the grid
          '& .MuiDataGrid-columnHeader': {
            backgroundColor: (theme.vars ?? theme).palette.action.hover,
          },
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
          '& .MuiDataGrid-footerContainer': {
            backgroundColor: (theme.vars ?? theme).palette.action.hover,
          },
        })}
      />
    </Box>
  );
}
