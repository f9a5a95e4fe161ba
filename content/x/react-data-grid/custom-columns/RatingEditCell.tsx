import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  type GridColDef,
  type GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

function RatingEditor({ id, field, value, hasFocus }: GridRenderEditCellParams<any, number>) {
  const apiRef = useGridApiContext();
  return (
    <Rating
      name={`${id}-${field}`}
      value={value ?? 0}
      autoFocus={hasFocus}
      // Store each change in the edit state; Enter or a click elsewhere saves it.
      onChange={(event, next) => apiRef.current.setEditCellValue({ id, field, value: next ?? 0 }, event)}
      sx={{ px: 1 }}
    />
  );
}

const coffees = [
  { id: 1, name: 'Yirgacheffe washed', origin: 'Ethiopia', score: 5 },
  { id: 2, name: 'Huila pink bourbon', origin: 'Colombia', score: 4 },
  { id: 3, name: 'Kiambu AA', origin: 'Kenya', score: 4 },
  { id: 4, name: 'Cerrado natural', origin: 'Brazil', score: 3 },
  { id: 5, name: 'Sumatra wet-hulled', origin: 'Indonesia', score: 2 },
];

const columns: GridColDef<(typeof coffees)[number]>[] = [
  { field: 'name', headerName: 'Coffee', flex: 1, minWidth: 180 },
  { field: 'origin', headerName: 'Origin', width: 120 },
  {
    field: 'score',
    headerName: 'Cupping score',
    type: 'number',
    width: 160,
    editable: true,
    display: 'flex',
    renderCell: ({ value }) => <Rating value={value} readOnly size="small" />,
    renderEditCell: (params) => <RatingEditor {...params} />,
  },
];

export default function RatingEditCell() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={coffees} columns={columns} hideFooter aria-label="Cupping notes" />
    </Box>
  );
}
