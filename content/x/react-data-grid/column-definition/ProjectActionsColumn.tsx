import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import * as React from 'react';

interface Project {
  id: number;
  name: string;
  owner: string;
  starred: boolean;
}

const initialProjects: Project[] = [
  { id: 1, name: 'Autumn catalogue', owner: 'Chiara', starred: true },
  { id: 2, name: 'Warehouse move', owner: 'Jomo', starred: false },
  { id: 3, name: 'Loyalty app', owner: 'Sakura', starred: false },
  { id: 4, name: 'Supplier audit', owner: 'Mateo', starred: false },
];

export default function ProjectActionsColumn() {
  const [projects, setProjects] = React.useState(initialProjects);

  const toggleStar = (id: GridRowId) =>
    setProjects((rows) => rows.map((row) => (row.id === id ? { ...row, starred: !row.starred } : row)));
  const duplicate = (project: Project) =>
    setProjects((rows) => [...rows, { ...project, id: Math.max(...rows.map((row) => row.id)) + 1, name: `${project.name} (copy)`, starred: false }]);
  const archive = (id: GridRowId) => setProjects((rows) => rows.filter((row) => row.id !== id));

  const columns: GridColDef<Project>[] = [
    { field: 'name', headerName: 'Project', flex: 1 },
    { field: 'owner', headerName: 'Owner', width: 120 },
    {
      field: 'actions',
      type: 'actions',
      width: 100,
      renderCell: (params) => (
        <GridActionsCell {...params}>
          <GridActionsCellItem
            icon={params.row.starred ? <StarRounded /> : <StarBorderRounded />}
            label={params.row.starred ? `Unstar ${params.row.name}` : `Star ${params.row.name}`}
            onClick={() => toggleStar(params.id)}
          />
          <GridActionsCellItem icon={<ContentCopyRounded />} label="Duplicate" showInMenu onClick={() => duplicate(params.row)} />
          <GridActionsCellItem icon={<ArchiveOutlined />} label="Archive" showInMenu onClick={() => archive(params.id)} />
        </GridActionsCell>
      ),
    },
  ];

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={projects} columns={columns} hideFooter aria-label="Projects" />
    </Box>
  );
}
