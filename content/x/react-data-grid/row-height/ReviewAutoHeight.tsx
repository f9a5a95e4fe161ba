import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const reviews = [
  { id: 1, product: 'Hand grinder', stars: 5, text: 'Consistent grind for pour-over, and the burrs are easy to adjust. It takes a minute per cup, which I find relaxing rather than a chore.' },
  { id: 2, product: 'Pour-over kettle', stars: 4, text: 'Pours precisely.' },
  { id: 3, product: 'Digital scale', stars: 3, text: 'Accurate and fast, but the auto-off after two minutes is too short for a slow brew. Otherwise a good, compact scale that fits under most drippers and is easy to clean.' },
  { id: 4, product: 'Glass carafe', stars: 5, text: 'Beautiful and sturdy.' },
  { id: 5, product: 'Descaler', stars: 2, text: 'Works, but the smell lingers and I had to run three rinse cycles before the coffee tasted right again.' },
];

const columns: GridColDef<(typeof reviews)[number]>[] = [
  { field: 'product', headerName: 'Product', width: 150 },
  {
    field: 'stars',
    headerName: 'Rating',
    width: 140,
    display: 'flex',
    renderCell: ({ value }) => <Rating value={value} readOnly size="small" />,
  },
  { field: 'text', headerName: 'Review', flex: 1, minWidth: 260 },
];

export default function ReviewAutoHeight() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={reviews}
        columns={columns}
        // Each row grows to fit its longest cell; short reviews keep a compact row.
        getRowHeight={() => 'auto'}
        hideFooter
        aria-label="Customer reviews"
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
    </Box>
  );
}
