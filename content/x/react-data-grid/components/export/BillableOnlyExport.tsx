import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  ExportCsv,
  Toolbar,
  ToolbarButton,
  gridFilteredSortedRowIdsSelector,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';
import { createTimesheet, timesheetColumns, type TimeEntry } from './timesheet';

const entries = createTimesheet(40, 861);

// The invoice export: billable rows among those filtered, in display order, and only the columns a client needs.
const invoiceCsv: GridCsvExportOptions = {
  fileName: 'billable-hours-2026-06',
  fields: ['day', 'project', 'task', 'hours'],
  getRowsToExport: ({ apiRef }) =>
    gridFilteredSortedRowIdsSelector(apiRef).filter((id) => (apiRef.current.getRow(id) as TimeEntry).billable),
};

function InvoiceToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Download billable hours">
        <ExportCsv render={<ToolbarButton aria-label="Download billable hours" />} options={invoiceCsv}>
          <FileDownloadOutlined fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function BillableOnlyExport() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={entries} columns={timesheetColumns} showToolbar slots={{ toolbar: InvoiceToolbar }} aria-label="Timesheet with a billable-hours export" />
    </Box>
  );
}
