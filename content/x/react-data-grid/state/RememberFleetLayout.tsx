import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { fleet, fleetColumns } from './fleet';

const STORAGE_KEY = 'fleet-grid-layout';

function readSaved(): GridInitialState {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridInitialState) : {};
  } catch {
    // Private mode or a corrupted entry: start from the defaults.
    return {};
  }
}

export default function RememberFleetLayout() {
  const apiRef = useGridApiRef();
  // Undefined until the browser's storage has been read (there is none on the server).
  const [initialState, setInitialState] = React.useState<GridInitialState>();
  const [gridKey, setGridKey] = React.useState(0);

  React.useLayoutEffect(() => {
    setInitialState(readSaved());
  }, []);

  const save = React.useCallback(() => {
    try {
      // Only what the user changed, so new defaults in the code still apply.
      const state = apiRef.current?.exportState({ exportOnlyDirtyModels: true });
      if (state) {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
      }
    } catch {
      // Storage full or unavailable: keep working without saving.
    }
  }, [apiRef]);

  // Save when the page is hidden or closed, and when this component unmounts.
  React.useEffect(() => {
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [save]);

  const reset = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    setInitialState({});
    // A new key mounts a fresh grid, which reads the empty initial state.
    setGridKey((key) => key + 1);
  };

  if (!initialState) {
    return (
      <Box sx={{ height: 440, display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Loading saved layout" />
      </Box>
    );
  }

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          Sort, filter, hide or resize columns, then reload the page: the layout comes back.
        </Typography>
        <Button size="small" onClick={save}>
          Save now
        </Button>
        <Button size="small" color="secondary" onClick={reset}>
          Reset layout
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          key={gridKey}
          apiRef={apiRef}
          rows={fleet}
          columns={fleetColumns}
          initialState={{
            ...initialState,
            pagination: { ...initialState.pagination, paginationModel: { pageSize: 25, ...initialState.pagination?.paginationModel } },
          }}
          pageSizeOptions={[10, 25, 50]}
          showToolbar
          aria-label="Fleet whose layout is kept in local storage"
        />
      </Box>
    </Stack>
  );
}
