import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const FIRST_NAMES = ['Ada', 'Alan', 'Grace', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances', 'Tim'];
const LAST_NAMES = ['Lovelace', 'Turing', 'Hopper', 'Torvalds', 'Hamilton', 'Ritchie', 'Liskov', 'Thompson', 'Allen', 'Berners-Lee'];
const CITIES = ['Paris', 'London', 'Lagos', 'Tokyo', 'Lima', 'Oslo', 'Pune', 'Quito'];

/** 1,000 rows from a fixed seed, so the server render and the browser agree. */
const rows = Array.from({ length: 1000 }, (_, index) => {
  const seed = (index * 7919) % 1000;
  return {
    id: index + 1,
    firstName: FIRST_NAMES[seed % FIRST_NAMES.length],
    lastName: LAST_NAMES[(seed * 3) % LAST_NAMES.length],
    age: 18 + (seed % 60),
    city: CITIES[(seed * 5) % CITIES.length],
    salary: 30000 + ((seed * 37) % 90) * 1000,
  };
});

const columns: GridColDef<(typeof rows)[number]>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'firstName', headerName: 'First name', width: 140 },
  { field: 'lastName', headerName: 'Last name', width: 150 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function DataGridDemo() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25, 100]}
        checkboxSelection
        disableRowSelectionOnClick
        aria-label="Generated people"
      />
    </Box>
  );
}
