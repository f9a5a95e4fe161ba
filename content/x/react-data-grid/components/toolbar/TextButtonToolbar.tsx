import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import { ColumnsPanelTrigger, DataGrid, ExportCsv, FilterPanelTrigger, Toolbar } from '@mui/x-data-grid';
import { createFleet, fleetColumns } from './fleet';

const fleet = createFleet(45, 841);

// Text buttons, for readers who do not know the icons: the triggers render the grid's baseButton.
function WordedToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      <ColumnsPanelTrigger size="small" startIcon={<ViewColumnOutlined />}>
        Columns
      </ColumnsPanelTrigger>
      <FilterPanelTrigger size="small" startIcon={<FilterListRounded />}>
        Filters
      </FilterPanelTrigger>
      <ExportCsv size="small" startIcon={<FileDownloadOutlined />} options={{ fileName: 'vans' }}>
        Download CSV
      </ExportCsv>
    </Toolbar>
  );
}

export default function TextButtonToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={fleet} columns={fleetColumns} showToolbar slots={{ toolbar: WordedToolbar }} aria-label="Vans with a worded toolbar" />
    </Box>
  );
}
