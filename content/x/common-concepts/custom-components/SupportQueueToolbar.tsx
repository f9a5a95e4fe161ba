import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, ExportCsv, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { ticketColumns, tickets } from './tickets';

function QueueToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600 }}>
        Open tickets
      </Typography>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton aria-label="Download as CSV" />} options={{ fileName: 'open-tickets' }}>
          <FileDownloadOutlined fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function SupportQueueToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={ticketColumns}
        slots={{ toolbar: QueueToolbar }}
        showToolbar
        aria-label="Open support tickets"
        hideFooter
      />
    </Box>
  );
}
