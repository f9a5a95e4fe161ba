import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowHeightParams } from '@mui/x-data-grid';

const alerts = [
  { id: 1, level: 'Critical', message: 'Cold room above 8 °C for 20 minutes' },
  { id: 2, level: 'Info', message: 'Nightly backup finished' },
  { id: 3, level: 'Info', message: 'Roaster 2 cleaned' },
  { id: 4, level: 'Warning', message: 'Green coffee stock below two weeks' },
  { id: 5, level: 'Info', message: 'Price list published' },
  { id: 6, level: 'Critical', message: 'Packing line stopped: label printer offline' },
  { id: 7, level: 'Info', message: 'New supplier added' },
];

const columns: GridColDef<(typeof alerts)[number]>[] = [
  { field: 'level', headerName: 'Level', width: 110 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 260 },
];

// Critical alerts stand out with taller rows; others use the default height (return null).
// Multiplying by the density factor keeps the proportions when density changes.
const getRowHeight = ({ model, densityFactor }: GridRowHeightParams) =>
  model.level === 'Critical' ? 72 * densityFactor : null;

export default function PriorityRowHeights() {
  return (
    <Box sx={{ height: 420, width: '100%', '& .critical': { fontWeight: 600, fontSize: '1rem' } }}>
      <DataGrid
        rows={alerts}
        columns={columns}
        getRowHeight={getRowHeight}
        getRowClassName={({ row }) => (row.level === 'Critical' ? 'critical' : '')}
        hideFooter
        aria-label="Roastery alerts"
      />
    </Box>
  );
}
