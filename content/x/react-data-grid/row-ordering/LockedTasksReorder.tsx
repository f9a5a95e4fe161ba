import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const tasks = [
  { id: 1, task: 'Confirm venue booking', status: 'Done' },
  { id: 2, task: 'Send invitations', status: 'Done' },
  { id: 3, task: 'Order catering', status: 'To do' },
  { id: 4, task: 'Print name badges', status: 'To do' },
  { id: 5, task: 'Brief volunteers', status: 'To do' },
  { id: 6, task: 'Book photographer', status: 'To do' },
];

const columns: GridColDef<(typeof tasks)[number]>[] = [
  { field: 'task', headerName: 'Task', flex: 1, sortable: false },
  { field: 'status', headerName: 'Status', width: 110, sortable: false },
];

export default function LockedTasksReorder() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={tasks}
        columns={columns}
        rowReordering
        // Finished tasks stay where they are: their handle is dimmed and cannot be dragged.
        isRowReorderable={({ row }) => row.status !== 'Done'}
        // …and nothing may be dropped above them.
        isValidRowReorder={({ targetNode, dropPosition, apiRef }) => {
          const target = apiRef.current.getRow(targetNode.id);
          return !(target?.status === 'Done' && dropPosition === 'above');
        }}
        hideFooter
        aria-label="Event checklist"
      />
    </Box>
  );
}
