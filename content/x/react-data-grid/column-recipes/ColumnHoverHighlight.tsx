import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createRandom } from '../demo-data/random';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const random = createRandom(143);
const rows = ['Espresso', 'Filter', 'Decaf', 'Cold brew', 'Chai', 'Hot chocolate'].map((drink, index) => ({
  id: index + 1,
  drink,
  ...Object.fromEntries(MONTHS.map((month) => [month, random.int(120, 900)])),
}));

// Every cell and header gets a class naming its column; the columns never change.
const columns: GridColDef[] = [
  { field: 'drink', headerName: 'Drink', width: 130 },
  ...MONTHS.map(
    (month): GridColDef => ({
      field: month,
      headerName: month,
      type: 'number',
      width: 80,
      cellClassName: `col-${month}`,
      headerClassName: `col-${month}`,
    }),
  ),
];

export default function ColumnHoverHighlight() {
  const [hovered, setHovered] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 370, width: '100%', ...(hovered && { [`& .col-${hovered}`]: { bgcolor: 'action.selected' } }) }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Cups sold per month"
        // Cells carry their field in data-field: light up the column under the pointer.
        slotProps={{
          cell: {
            onMouseEnter: (event) => setHovered(event.currentTarget.dataset.field ?? null),
            onMouseLeave: () => setHovered(null),
          },
        }}
      />
    </Box>
  );
}
