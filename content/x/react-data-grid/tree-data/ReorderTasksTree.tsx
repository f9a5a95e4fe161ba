import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  path: string[];
  owner: string;
  days: number;
}

const rows: Task[] = [
  { id: 1, path: ['Launch plan'], owner: 'Nadia Petrova', days: 30 },
  { id: 2, path: ['Launch plan', 'Write release notes'], owner: 'Émile Laurent', days: 3 },
  { id: 3, path: ['Launch plan', 'Record demo video'], owner: 'Wen Zhang', days: 5 },
  { id: 4, path: ['Launch plan', 'Brief support team'], owner: 'Olu Adeyemi', days: 2 },
  { id: 5, path: ['Backlog'], owner: 'Nadia Petrova', days: 0 },
  { id: 6, path: ['Backlog', 'Translate landing page'], owner: 'Gabriela Souza', days: 4 },
  { id: 7, path: ['Backlog', 'Partner webinar'], owner: 'Hiroshi Tanaka', days: 6 },
];

const columns: GridColDef<Task>[] = [
  { field: 'owner', headerName: 'Owner', width: 170 },
  { field: 'days', headerName: 'Days', type: 'number', width: 90 },
];

export default function ReorderTasksTree() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rowReordering
        getTreeDataPath={(row) => row.path}
        // Called when a row is dropped under another parent: return the row with its new path.
        setTreeDataPath={(path, row) => ({ ...row, path })}
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        groupingColDef={{ headerName: 'Task', flex: 1, minWidth: 240 }}
        aria-label="Launch tasks"
      />
    </Box>
  );
}
