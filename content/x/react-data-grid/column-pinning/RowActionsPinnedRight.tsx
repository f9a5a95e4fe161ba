import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import { DataGridPro, GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createEmployees, type Employee } from '../demo-data/employees';

export default function RowActionsPinnedRight() {
  const [rows, setRows] = React.useState(() => createEmployees(40, 129));
  const [status, setStatus] = React.useState('');

  const columns: GridColDef<Employee>[] = [
    { field: 'firstName', headerName: 'First name', width: 130 },
    { field: 'lastName', headerName: 'Last name', width: 140 },
    { field: 'email', headerName: 'Email', width: 260 },
    { field: 'department', headerName: 'Department', width: 140 },
    { field: 'role', headerName: 'Role', width: 210 },
    { field: 'country', headerName: 'Country', width: 140 },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      renderCell: (params) => (
        <GridActionsCell {...params}>
          <GridActionsCellItem icon={<EditOutlined />} label={`Edit ${params.row.firstName}`} onClick={() => setStatus(`Editing ${params.row.email}`)} />
          <GridActionsCellItem
            icon={<DeleteOutlineRounded />}
            label={`Remove ${params.row.firstName}`}
            onClick={() => setRows((current) => current.filter((row) => row.id !== params.id))}
          />
        </GridActionsCell>
      ),
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Box component="p" role="status" sx={{ m: 0, mb: 1, minHeight: 24, typography: 'body2', color: 'text.secondary' }}>
        {status}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGridPro rows={rows} columns={columns} aria-label="Staff" initialState={{ pinnedColumns: { right: ['actions'] } }} />
      </Box>
    </Box>
  );
}
