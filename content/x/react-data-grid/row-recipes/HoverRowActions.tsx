import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';

const initialMessages = [
  { id: 1, from: 'Kwame Boateng', subject: 'Green coffee samples arrived', read: false },
  { id: 2, from: 'Zofia Kowalska', subject: 'Filter paper price update', read: false },
  { id: 3, from: 'Hiroshi Sato', subject: 'Mug glaze options', read: true },
  { id: 4, from: 'Valentina Rojas', subject: 'Harvest report, June', read: false },
  { id: 5, from: 'Mateo Delgado', subject: 'Delivery route change', read: true },
];

export default function HoverRowActions() {
  const [messages, setMessages] = React.useState(initialMessages);

  const columns: GridColDef<(typeof initialMessages)[number]>[] = [
    { field: 'from', headerName: 'From', width: 170 },
    { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
    {
      field: 'actions',
      type: 'actions',
      width: 100,
      cellClassName: 'row-actions',
      renderCell: (params) => (
        <GridActionsCell {...params}>
          <GridActionsCellItem
            icon={<MarkEmailReadOutlined />}
            label={`Mark "${params.row.subject}" as read`}
            disabled={params.row.read}
            onClick={() => setMessages((list) => list.map((m) => (m.id === params.id ? { ...m, read: true } : m)))}
          />
          <GridActionsCellItem
            icon={<ArchiveOutlined />}
            label={`Archive "${params.row.subject}"`}
            onClick={() => setMessages((list) => list.filter((m) => m.id !== params.id))}
          />
        </GridActionsCell>
      ),
    },
  ];

  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        '& .unread': { fontWeight: 700 },
        // Actions fade in on hover, and always show when the row holds keyboard focus.
        '& .row-actions': { opacity: 0, transition: 'opacity 120ms' },
        '& .MuiDataGrid-row:hover .row-actions, & .MuiDataGrid-row:focus-within .row-actions': { opacity: 1 },
        '@media (hover: none)': { '& .row-actions': { opacity: 1 } },
      }}
    >
      <DataGrid rows={messages} columns={columns} hideFooter getRowClassName={({ row }) => (row.read ? '' : 'unread')} aria-label="Inbox" />
    </Box>
  );
}
