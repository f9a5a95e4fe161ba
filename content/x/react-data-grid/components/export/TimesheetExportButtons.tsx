import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import { DataGrid, ExportCsv, ExportPrint, Toolbar } from '@mui/x-data-grid';
import { createTimesheet, timesheetColumns } from './timesheet';

const entries = createTimesheet(40, 860);

function TimesheetToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      {/* A BOM lets spreadsheet apps read the "ø" of Bjørn correctly. */}
      <ExportCsv size="small" startIcon={<FileDownloadOutlined />} options={{ fileName: 'timesheet-2026-06', utf8WithBom: true }}>
        Download CSV
      </ExportCsv>
      {/* Print on landscape pages, without the toolbar and the footer. */}
      <ExportPrint size="small" startIcon={<PrintOutlined />} options={{ hideToolbar: true, hideFooter: true, pageStyle: '@page { size: landscape; }' }}>
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function TimesheetExportButtons() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={entries} columns={timesheetColumns} showToolbar slots={{ toolbar: TimesheetToolbar }} aria-label="Timesheet, June 2026" />
    </Box>
  );
}
