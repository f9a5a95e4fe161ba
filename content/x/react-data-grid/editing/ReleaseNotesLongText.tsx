import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Release {
  id: number;
  version: string;
  released: Date;
  notes: string;
}

const releases: Release[] = [
  { id: 1, version: '4.2.0', released: new Date(Date.UTC(2026, 4, 12)), notes: 'Adds offline mode for the mobile app. Drafts are kept on the device and sent when the connection comes back. The sync indicator moves to the title bar.' },
  { id: 2, version: '4.1.3', released: new Date(Date.UTC(2026, 3, 28)), notes: 'Fixes a crash when a photo larger than 40 MB was attached to a report.' },
  { id: 3, version: '4.1.2', released: new Date(Date.UTC(2026, 3, 9)), notes: 'Speeds up the first load of large projects by fetching the task list in pages. Exports now include the assignee e-mail.' },
  { id: 4, version: '4.1.0', released: new Date(Date.UTC(2026, 2, 17)), notes: 'New calendar view with drag-and-drop scheduling, keyboard shortcuts for moving tasks between days, and a week number column.' },
  { id: 5, version: '4.0.1', released: new Date(Date.UTC(2026, 1, 23)), notes: 'Corrects the time zone of reminders created on the web app.' },
];

const columns: GridColDef<Release>[] = [
  { field: 'version', headerName: 'Version', width: 100 },
  { field: 'released', headerName: 'Released', type: 'date', width: 130 },
  // `longText` shows the start of the text and edits it in a multi-line field.
  { field: 'notes', headerName: 'Release notes', type: 'longText', flex: 1, minWidth: 260, editable: true },
];

export default function ReleaseNotesLongText() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={releases} columns={columns} aria-label="Release notes" />
    </Box>
  );
}
