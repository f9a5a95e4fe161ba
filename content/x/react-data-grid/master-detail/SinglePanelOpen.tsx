import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(30, 187);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', flex: 1, minWidth: 170, valueGetter: (_v, row) => `${row.firstName} ${row.lastName}` },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Employee>) => (
  <Box sx={{ px: 3, py: 2 }}>
    <Typography variant="body2">
      {row.role} in {row.country}, {row.remote ? 'working remotely' : 'office based'}.
      <br />
      Email: {row.email} · Last review: {row.rating} / 5
    </Typography>
  </Box>
);

export default function SinglePanelOpen() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set([1]));

  // Keep only the panel that was just opened.
  const handleChange = (ids: Set<GridRowId>) => {
    const opened = [...ids].filter((id) => !expanded.has(id));
    setExpanded(new Set(opened.length > 0 ? opened.slice(-1) : ids));
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        detailPanelExpandedRowIds={expanded}
        onDetailPanelExpandedRowIdsChange={handleChange}
        aria-label="Staff; one profile open at a time"
      />
    </Box>
  );
}
