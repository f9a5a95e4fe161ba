import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import * as React from 'react';
import { DataGrid, type GridColDef, type GridScrollParams, useGridApiRef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

// At most one page: the community grid always paginates, and this one hides its footer.
const staff = createEmployees(100, 12);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'email', headerName: 'Email', width: 260 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 220 },
  { field: 'country', headerName: 'Country', width: 140 },
];

function Directory({ saved }: { saved: React.RefObject<GridScrollParams | null> }) {
  const apiRef = useGridApiRef();

  React.useEffect(() => {
    const api = apiRef.current;
    if (saved.current && api) api.scroll(saved.current);
    // Read the position while the grid is still mounted, when the tab changes.
    return () => {
      if (api) saved.current = api.getScrollPosition();
    };
  }, [apiRef, saved]);

  return <DataGrid apiRef={apiRef} rows={staff} columns={columns} hideFooter aria-label="Staff directory" />;
}

export default function KeepScrollAcrossTabs() {
  const [tab, setTab] = React.useState(0);
  // A ref, not state: saving the position must not render anything.
  const saved = React.useRef<GridScrollParams | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} aria-label="Staff views">
        <Tab label="Directory" id="scroll-tab-0" aria-controls="scroll-panel-0" />
        <Tab label="About" id="scroll-tab-1" aria-controls="scroll-panel-1" />
      </Tabs>
      <Box role="tabpanel" id="scroll-panel-0" aria-labelledby="scroll-tab-0" hidden={tab !== 0} sx={{ height: 380, pt: 1 }}>
        {tab === 0 && <Directory saved={saved} />}
      </Box>
      <Box role="tabpanel" id="scroll-panel-1" aria-labelledby="scroll-tab-1" hidden={tab !== 1} sx={{ height: 380, pt: 1 }}>
        <p>Scroll the directory down and to the right, come back here, then return: the grid opens where you left it.</p>
      </Box>
    </Box>
  );
}
