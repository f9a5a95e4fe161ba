import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const plans = [
  { id: 'basic', plan: 'Basic', seats: 3, storage: '50 GB', price: 9 },
  { id: 'team', plan: 'Team', seats: 15, storage: '1 TB', price: 39 },
  { id: 'business', plan: 'Business', seats: 100, storage: '5 TB', price: 149 },
  { id: 'enterprise', plan: 'Enterprise', seats: 1000, storage: 'Unlimited', price: 690 },
];

const columns: GridColDef<(typeof plans)[number]>[] = [
  { field: 'plan', headerName: 'Plan', width: 130 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'storage', headerName: 'Storage', width: 120 },
  { field: 'price', headerName: 'USD / month', type: 'number', width: 130 },
];

export default function SingleChoiceCheckbox() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={plans}
        columns={columns}
        checkboxSelection
        // One plan at a time: checking a row unchecks the previous one, and there is no "select all".
        disableMultipleRowSelection
        hideFooter
        aria-label="Subscription plans, choose one"
      />
    </Box>
  );
}
