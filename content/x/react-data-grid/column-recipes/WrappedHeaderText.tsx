import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const audits = [
  { id: 1, site: 'Berlin roastery', temp: 98, cleaning: 100, allergens: 92, training: 87 },
  { id: 2, site: 'Toronto café', temp: 91, cleaning: 96, allergens: 100, training: 95 },
  { id: 3, site: 'Osaka kiosk', temp: 100, cleaning: 89, allergens: 97, training: 78 },
  { id: 4, site: 'Lima warehouse', temp: 85, cleaning: 93, allergens: 90, training: 91 },
];

const columns: GridColDef<(typeof audits)[number]>[] = [
  { field: 'site', headerName: 'Site', width: 160 },
  { field: 'temp', headerName: 'Cold chain temperature checks passed (%)', type: 'number', width: 130 },
  { field: 'cleaning', headerName: 'Cleaning schedule followed (%)', type: 'number', width: 130 },
  { field: 'allergens', headerName: 'Allergen labels correct (%)', type: 'number', width: 130 },
  { field: 'training', headerName: 'Staff trained this year (%)', type: 'number', width: 130 },
];

export default function WrappedHeaderText() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={audits}
        columns={columns}
        hideFooter
        columnHeaderHeight={84}
        aria-label="Food safety audit"
        sx={{
          // Let long titles wrap over up to three lines instead of being cut off.
          '& .MuiDataGrid-columnHeaderTitle': {
            whiteSpace: 'normal',
            lineHeight: 1.25,
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
          },
        }}
      />
    </Box>
  );
}
