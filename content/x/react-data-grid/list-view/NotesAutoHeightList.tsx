import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridListViewColDef } from '@mui/x-data-grid-pro';

interface StandupNote {
  id: number;
  author: string;
  day: string;
  note: string;
}

const notes: StandupNote[] = [
  { id: 1, author: 'Tamar Cohen', day: 'Monday', note: 'Shipped the export fix. Next: the print layout for invoices.' },
  { id: 2, author: 'Olu Adeyemi', day: 'Monday', note: 'Blocked on the payment provider sandbox, which has been down since Friday. Asked their support; meanwhile writing the refund tests against recorded responses so the work can continue.' },
  { id: 3, author: 'Wen Zhang', day: 'Tuesday', note: 'Pairing with Olu.' },
  { id: 4, author: 'Émile Laurent', day: 'Tuesday', note: 'Reviewed three pull requests. The accessibility audit found two unlabeled buttons in the settings page; fixes are up for review.' },
  { id: 5, author: 'Sakura Sato', day: 'Wednesday', note: 'Out in the afternoon for the dentist.' },
];

const columns: GridColDef<StandupNote>[] = [
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'day', headerName: 'Day', width: 110 },
  { field: 'note', headerName: 'Note', flex: 1 },
];

// Notes vary in length: each row grows to fit its text.
const listViewColumn: GridListViewColDef<StandupNote> = {
  field: 'noteCard',
  renderCell: ({ row }) => (
    <Box sx={{ py: 1.5 }}>
      <Typography variant="subtitle2">
        {row.author} · {row.day}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'normal' }}>
        {row.note}
      </Typography>
    </Box>
  ),
};

export default function NotesAutoHeightList() {
  return (
    <Box sx={{ height: 440, width: '100%', maxWidth: 440 }}>
      <DataGridPro
        rows={notes}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        getRowHeight={() => 'auto'}
        hideFooter
        aria-label="Stand-up notes"
      />
    </Box>
  );
}
