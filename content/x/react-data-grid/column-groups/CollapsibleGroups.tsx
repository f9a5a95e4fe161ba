import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import * as React from 'react';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(30, 109);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Name', width: 130, valueGetter: (_v, row) => `${row.firstName} ${row.lastName}` },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Review', type: 'number', width: 90 },
  { field: 'status', headerName: 'Status', width: 110 },
];

/** Group id → the fields hidden when it is collapsed (all but its first column). */
const collapsible: Record<string, string[]> = {
  Contact: ['country', 'remote'],
  HR: ['rating', 'status'],
};

export default function CollapsibleGroups() {
  const [collapsed, setCollapsed] = React.useState<Record<string, boolean>>({ HR: true });

  const visibility: GridColumnVisibilityModel = Object.fromEntries(
    Object.entries(collapsible).flatMap(([group, fields]) => fields.map((field) => [field, !collapsed[group]])),
  );

  const header = ({ groupId, headerName }: GridColumnGroupHeaderParams) => {
    const id = groupId ?? '';
    const isCollapsed = Boolean(collapsed[id]);
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {headerName ?? id}
        <IconButton
          size="small"
          aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} ${id} columns`}
          aria-expanded={!isCollapsed}
          onClick={() => setCollapsed((current) => ({ ...current, [id]: !current[id] }))}
        >
          {isCollapsed ? <ChevronRightRounded fontSize="small" /> : <ChevronLeftRounded fontSize="small" />}
        </IconButton>
      </Box>
    );
  };

  const groups: GridColumnGroupingModel = [
    { groupId: 'Contact', renderHeaderGroup: header, children: [{ field: 'email' }, { field: 'country' }, { field: 'remote' }] },
    { groupId: 'HR', renderHeaderGroup: header, children: [{ field: 'salary' }, { field: 'rating' }, { field: 'status' }] },
  ];

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={groups}
        columnVisibilityModel={visibility}
        disableColumnSelector
        aria-label="Staff with collapsible column groups"
      />
    </Box>
  );
}
