import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';

const cafes = [
  { id: 1, name: 'Café Éclair', city: 'Montréal' },
  { id: 2, name: 'Cafe Central', city: 'Wien' },
  { id: 3, name: 'Kaffebar Ørsted', city: 'København' },
  { id: 4, name: 'Cafetería São Bento', city: 'São Paulo' },
  { id: 5, name: 'Kawiarnia Żółta', city: 'Łódź' },
  { id: 6, name: 'Coffee Corner', city: 'Sao Tome' },
];

const columns: GridColDef<(typeof cafes)[number]>[] = [
  { field: 'name', headerName: 'Café', flex: 1, minWidth: 200 },
  { field: 'city', headerName: 'City', width: 150 },
];

export default function DiacriticInsensitiveFilter() {
  const [ignore, setIgnore] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignore} onChange={(event) => setIgnore(event.target.checked)} />}
        label="Ignore accents"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={cafes}
          columns={columns}
          ignoreDiacritics={ignore}
          // "cafe" and "sao" match "Café" and "São" only while accents are ignored.
          initialState={{ filter: { filterModel: { items: [{ field: 'name', operator: 'contains', value: 'cafe' }] } } }}
          showToolbar
          aria-label="Cafés filtered by name"
        />
      </Box>
    </Box>
  );
}
