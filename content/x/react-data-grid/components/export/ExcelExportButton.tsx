import TableViewOutlined from '@mui/icons-material/TableViewOutlined';
import Box from '@mui/material/Box';
import { DataGridPremium, ExportExcel, Toolbar } from '@mui/x-data-grid-premium';
import { createTimesheet, timesheetColumns } from './timesheet';

const entries = createTimesheet(40, 862);

function WorkbookToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <ExportExcel size="small" startIcon={<TableViewOutlined />} options={{ fileName: 'timesheet-2026-06' }}>
        Download Excel workbook
      </ExportExcel>
    </Toolbar>
  );
}

export default function ExcelExportButton() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={entries} columns={timesheetColumns} showToolbar slots={{ toolbar: WorkbookToolbar }} aria-label="Timesheet with an Excel export" />
    </Box>
  );
}
