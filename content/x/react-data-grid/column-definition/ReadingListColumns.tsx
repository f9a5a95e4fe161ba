import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const books = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', pages: 304, year: 1969 },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', pages: 209, year: 1958 },
  { id: 3, title: 'Kitchen', author: 'Banana Yoshimoto', pages: 152, year: 1988 },
  { id: 4, title: 'Pedro Páramo', author: 'Juan Rulfo', pages: 124, year: 1955 },
  { id: 5, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', pages: 245, year: 1989 },
];

const columns: GridColDef<(typeof books)[number]>[] = [
  // `field` picks the property; `headerName` is the label readers see.
  { field: 'title', headerName: 'Title', width: 240 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  // Without `headerName`, the header shows the field itself.
  { field: 'year' },
];

export default function ReadingListColumns() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={books} columns={columns} aria-label="Reading list" />
    </Box>
  );
}
