import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPro, GRID_ROOT_GROUP_ID, type GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';
import { createOrgChart, type OrgMember } from '../demo-data/org-chart';

const rows = createOrgChart(4, 3, 23);

const columns: GridColDef<OrgMember>[] = [
  { field: 'title', headerName: 'Title', width: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
];

export default function ExpandAllOrgChart() {
  const apiRef = useGridApiRef();
  const [lastChange, setLastChange] = React.useState('Nothing toggled yet.');

  React.useEffect(
    () =>
      // `rowExpansionChange` fires with the group the reader (or `setRowChildrenExpansion`) toggles.
      // Expand all and collapse all fire it once, with the tree's root node.
      apiRef.current?.subscribeEvent('rowExpansionChange', (node) => {
        if (node.id === GRID_ROOT_GROUP_ID) {
          setLastChange(node.childrenExpanded ? 'Every team expanded.' : 'Every team collapsed.');
          return;
        }
        const row = apiRef.current?.getRow<OrgMember>(node.id);
        setLastChange(`${row?.name ?? node.groupingKey}'s team ${node.childrenExpanded ? 'expanded' : 'collapsed'}.`);
      }),
    [apiRef],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
        <Button onClick={() => apiRef.current?.setRowChildrenExpansion(rows[0].id, true)}>Show top level</Button>
      </Stack>
      <Typography variant="body2" role="status">
        {lastChange}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          getTreeDataPath={(row) => row.path}
          rows={rows}
          columns={columns}
          defaultGroupingExpansionDepth={1}
          groupingColDef={{ headerName: 'Name', minWidth: 260 }}
          aria-label="Org chart"
        />
      </Box>
    </Stack>
  );
}
