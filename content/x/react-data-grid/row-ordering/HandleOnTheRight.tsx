import DragHandleRounded from '@mui/icons-material/DragHandleRounded';
import Box from '@mui/material/Box';
import { DataGridPro, GRID_REORDER_COL_DEF, type GridBaseIconProps, type GridColDef } from '@mui/x-data-grid-pro';

/** The grid passes icon props such as `fontSize`; forward the ones the Material icon understands. */
function RouteHandleIcon({ fontSize, className }: GridBaseIconProps) {
  return <DragHandleRounded fontSize={fontSize} className={className} />;
}

const stops = [
  { id: 1, stop: 'Depot, Kreuzberg', window: '07:00' },
  { id: 2, stop: 'Café Nord, Prenzlauer Berg', window: '07:30–08:00' },
  { id: 3, stop: 'Rösterei Mitte', window: '08:15–08:45' },
  { id: 4, stop: 'Office Park, Adlershof', window: '09:30–10:00' },
  { id: 5, stop: 'Market Hall, Neukölln', window: '10:30–11:00' },
];

const columns: GridColDef<(typeof stops)[number]>[] = [
  { field: 'stop', headerName: 'Delivery stop', flex: 1, sortable: false },
  { field: 'window', headerName: 'Time window', width: 140, sortable: false },
  // Listing the reorder column places the drag handle last.
  { ...GRID_REORDER_COL_DEF, width: 56 },
];

export default function HandleOnTheRight() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={stops}
        columns={columns}
        rowReordering
        slots={{ rowReorderIcon: RouteHandleIcon }}
        hideFooter
        aria-label="Delivery route"
      />
    </Box>
  );
}
