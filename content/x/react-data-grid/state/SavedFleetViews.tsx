import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { fleet, fleetColumns } from './fleet';

interface SavedView {
  name: string;
  state: GridInitialState;
}

export default function SavedFleetViews() {
  const apiRef = useGridApiRef();
  const [name, setName] = React.useState('Low charge');
  const [views, setViews] = React.useState<SavedView[]>([]);

  const saveView = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const api = apiRef.current;
    const label = name.trim();
    if (!api || !label) {
      return;
    }
    // A plain, serialisable snapshot of sorting, filters, columns, pagination, density.
    const state = api.exportState();
    setViews((current) => [...current.filter((view) => view.name !== label), { name: label, state }]);
    setName('');
  };

  return (
    <Stack spacing={1.5}>
      <Stack component="form" direction="row" spacing={1} onSubmit={saveView} sx={{ alignItems: 'center' }}>
        <TextField size="small" label="View name" value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" variant="contained" disabled={!name.trim()}>
          Save current view
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', minHeight: 32 }} role="group" aria-label="Saved views">
        {views.map((view) => (
          <Chip
            key={view.name}
            label={view.name}
            onClick={() => apiRef.current?.restoreState(view.state)}
            onDelete={() => setViews((current) => current.filter((item) => item !== view))}
          />
        ))}
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={fleet}
          columns={fleetColumns}
          showToolbar
          pageSizeOptions={[10, 25, 50]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          aria-label="Fleet whose views can be saved and restored"
        />
      </Box>
    </Stack>
  );
}
