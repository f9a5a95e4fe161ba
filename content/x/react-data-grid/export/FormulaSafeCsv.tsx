import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import * as React from 'react';
import { DataGrid, type GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Comment {
  id: number;
  author: string;
  text: string;
}

// Text typed by the public: a spreadsheet would run the second and third as formulas.
const rows: Comment[] = [
  { id: 1, author: 'Amara', text: 'Loved the new packaging' },
  { id: 2, author: 'anonymous', text: '=HYPERLINK("http://example.com/prize","Claim")' },
  { id: 3, author: 'Quentin', text: '+1 for the menu redesign' },
];

const columns: GridColDef<Comment>[] = [
  { field: 'author', headerName: 'Author', width: 130 },
  { field: 'text', headerName: 'Comment', flex: 1 },
];

export default function FormulaSafeCsv() {
  const apiRef = useGridApiRef();
  const [escape, setEscape] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv({ escapeFormulas: escape }) ?? '');
  }, [apiRef, escape]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 220 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter aria-label="Visitor comments" />
      </div>
      <FormControlLabel
        control={<Switch checked={escape} onChange={(event) => setEscape(event.target.checked)} />}
        label="Escape formulas (escapeFormulas)"
      />
      <TextField
        label="CSV output"
        value={csv}
        multiline
        minRows={4}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </Stack>
  );
}
