import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';
import * as React from 'react';

interface Song {
  id: number;
  title: string;
  minutes: number;
}

const initialSetlist: Song[] = [
  { id: 1, title: 'Harbour Lights', minutes: 4.2 },
  { id: 2, title: 'Paper Kites', minutes: 3.5 },
  { id: 3, title: 'Night Bus to Lagos', minutes: 5.1 },
  { id: 4, title: 'Slow Thaw', minutes: 6.0 },
  { id: 5, title: 'Coppergate', minutes: 3.8 },
  { id: 6, title: 'Last Ferry', minutes: 4.6 },
];

const columns: GridColDef<Song>[] = [
  { field: 'title', headerName: 'Song', flex: 1, sortable: false },
  { field: 'minutes', headerName: 'Length (min)', type: 'number', width: 130, sortable: false },
];

export default function SetlistReorder() {
  const [setlist, setSetlist] = React.useState(initialSetlist);

  // Apply the move to our own state, so the new order survives re-renders and can be saved.
  const handleRowOrderChange = ({ oldIndex, targetIndex }: GridRowOrderChangeParams) => {
    setSetlist((current) => {
      const next = [...current];
      const [moved] = next.splice(oldIndex, 1);
      next.splice(targetIndex, 0, moved);
      return next;
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Opens with {setlist[0].title}, closes with {setlist[setlist.length - 1].title}.
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={setlist}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
          aria-label="Setlist; drag the handle to reorder songs"
        />
      </Box>
    </Box>
  );
}
