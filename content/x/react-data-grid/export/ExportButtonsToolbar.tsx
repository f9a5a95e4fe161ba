import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

function InvoiceToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, mx: 0.5 }}>
        Invoices, first half of 2026
      </Typography>
      <Tooltip title="Download as CSV">
        <ExportCsv options={{ fileName: 'invoices-h1-2026' }} render={<ToolbarButton aria-label="Download as CSV" />}>
          <FileDownloadOutlined fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint options={{ hideFooter: true }} render={<ToolbarButton aria-label="Print" />}>
          <PrintOutlined fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportButtonsToolbar() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        slots={{ toolbar: InvoiceToolbar }}
        showToolbar
        aria-label="Invoices with export buttons"
      />
    </div>
  );
}
