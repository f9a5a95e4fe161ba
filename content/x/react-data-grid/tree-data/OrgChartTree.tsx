import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createOrgChart, type OrgMember } from '../demo-data/org-chart';

// 40 people, four levels deep: each row carries the chain of names above it.
const rows = createOrgChart(4, 3, 11);

const columns: GridColDef<OrgMember>[] = [
  { field: 'title', headerName: 'Title', width: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  { field: 'reports', headerName: 'Direct reports', type: 'number', width: 130 },
];

export default function OrgChartTree() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        getTreeDataPath={(row) => row.path}
        rows={rows}
        columns={columns}
        groupingColDef={{ headerName: 'Name', minWidth: 260 }}
        aria-label="Company org chart"
      />
    </Box>
  );
}
