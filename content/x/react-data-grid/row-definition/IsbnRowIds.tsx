import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

interface Book {
  isbn: string;
  title: string;
  author: string;
  copies: number;
}

// Rows from a library system: the ISBN is the key, and there is no `id` field.
const books: Book[] = [
  { isbn: '978-0-441-47812-5', title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', copies: 3 },
  { isbn: '978-0-385-47454-2', title: 'Things Fall Apart', author: 'Chinua Achebe', copies: 5 },
  { isbn: '978-0-8021-4258-1', title: 'Kitchen', author: 'Banana Yoshimoto', copies: 2 },
  { isbn: '978-0-679-73150-5', title: 'The Remains of the Day', author: 'Kazuo Ishiguro', copies: 4 },
];

// Declared outside the component, so the grid receives the same function on every render.
const getIsbn: GridRowIdGetter<Book> = (row) => row.isbn;

const columns: GridColDef<Book>[] = [
  { field: 'isbn', headerName: 'ISBN', width: 170 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

export default function IsbnRowIds() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={books} columns={columns} getRowId={getIsbn} checkboxSelection hideFooter aria-label="Library stock" />
    </Box>
  );
}
