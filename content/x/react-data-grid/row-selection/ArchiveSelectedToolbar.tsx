import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridRowSelectionCountSelector,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const initial = createOrders(40, 811);

const ArchiveContext = React.createContext<(ids: GridRowId[]) => void>(() => {});

// A toolbar that acts on the selected rows, and says how many there are.
function SelectionActions() {
  const apiRef = useGridApiContext();
  const archive = React.useContext(ArchiveContext);
  const count = useGridSelector(apiRef, gridRowSelectionCountSelector);
  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 12 }}>
      <Button
        size="small"
        variant="contained"
        disabled={count === 0}
        onClick={() => {
          archive([...gridRowSelectionIdsSelector(apiRef).keys()]);
          apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set() });
        }}
      >
        Archive selected
      </Button>
      <Typography variant="body2" aria-live="polite">
        {count === 0 ? 'Select orders to archive them.' : `${count} selected`}
      </Typography>
    </Toolbar>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ArchiveSelectedToolbar() {
  const [rows, setRows] = React.useState(initial);
  const archive = React.useCallback((ids: GridRowId[]) => setRows((current) => current.filter((row) => !ids.includes(row.id))), []);
  return (
    <ArchiveContext.Provider value={archive}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} checkboxSelection showToolbar slots={{ toolbar: SelectionActions }} aria-label="Orders to archive" />
      </Box>
    </ArchiveContext.Provider>
  );
}
