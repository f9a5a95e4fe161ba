import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import { createTrades, type Trade } from '../../demo-data/commodities';

const trades = createTrades(50, 830);

function BlotterToolbar() {
  return (
    <Toolbar>
      {/* 1. As it comes: the baseButton slot, with the text you give it. */}
      <ColumnsPanelTrigger>Columns</ColumnsPanelTrigger>

      {/* 2. A render element: the export behaviour on a toolbar icon button. */}
      <Tooltip title="Download CSV">
        <ExportCsv render={<ToolbarButton aria-label="Download CSV" />} options={{ fileName: 'blotter' }}>
          <FileDownloadOutlined fontSize="small" />
        </ExportCsv>
      </Tooltip>

      {/* 3. A render function: the component's state (here the active filter count) shapes the output. */}
      <FilterPanelTrigger
        render={(triggerProps, state) => (
          <Tooltip title={state.open ? 'Close filters' : 'Filters'}>
            <ToolbarButton {...triggerProps} aria-label={`Filters, ${state.filterCount} active`} color={state.filterCount > 0 ? 'primary' : 'default'}>
              <Badge badgeContent={state.filterCount} color="primary">
                <FilterListRounded fontSize="small" />
              </Badge>
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', flex: 1, minWidth: 140 },
  { field: 'trader', headerName: 'Trader', width: 170 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function ThreeWaysToRender() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={trades}
        columns={columns}
        showToolbar
        slots={{ toolbar: BlotterToolbar }}
        initialState={{ filter: { filterModel: { items: [{ field: 'status', operator: 'equals', value: 'Filled' }] } } }}
        aria-label="Trade blotter"
      />
    </Box>
  );
}
