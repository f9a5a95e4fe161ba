import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

// Plain objects; each has a unique `id`, which the grid uses to track it.
const plants: GridRowsProp = [
  { id: 1, name: 'Monstera deliciosa', light: 'Bright, indirect', water: 'Weekly', price: 34 },
  { id: 2, name: 'Snake plant', light: 'Low to bright', water: 'Every three weeks', price: 22 },
  { id: 3, name: 'Fiddle-leaf fig', light: 'Bright, indirect', water: 'Weekly', price: 58 },
  { id: 4, name: 'ZZ plant', light: 'Low', water: 'Every two weeks', price: 27 },
  { id: 5, name: 'Calathea orbifolia', light: 'Medium', water: 'Twice a week', price: 41 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Plant', width: 190 },
  { field: 'light', headerName: 'Light', width: 150 },
  { field: 'water', headerName: 'Watering', width: 170 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
];

export default function PlantNurseryRows() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={plants} columns={columns} hideFooter aria-label="Houseplants" />
    </Box>
  );
}
