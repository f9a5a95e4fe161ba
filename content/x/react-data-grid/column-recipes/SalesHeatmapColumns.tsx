import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createRandom } from '../demo-data/random';

const REGIONS = ['North', 'South', 'East', 'West'];
const random = createRandom(145);
const rows = ['Espresso beans', 'Filter beans', 'Hand grinder', 'Ceramic mug', 'Paper filters', 'Descaler'].map((product, index) => ({
  id: index + 1,
  product,
  ...Object.fromEntries(REGIONS.map((region) => [region, random.int(0, 100)])),
}));

/** Five shade levels, from "no sales" to "best seller". */
const level = (value: number) => `heat-${Math.min(4, Math.floor(value / 20))}`;

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 160 },
  ...REGIONS.map(
    (region): GridColDef => ({
      field: region,
      headerName: `${region} (units)`,
      type: 'number',
      width: 120,
      cellClassName: ({ value }) => level(value as number),
    }),
  ),
];

export default function SalesHeatmapColumns() {
  return (
    <Box
      sx={(theme) => {
        const shades: Record<string, { backgroundColor: string }> = Object.fromEntries(
          [0.04, 0.12, 0.22, 0.34, 0.48].map((opacity, index) => [`& .heat-${index}`, { backgroundColor: alpha(theme.palette.primary.main, opacity) }]),
        );
        return { height: 370, width: '100%', ...shades };
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter disableRowSelectionOnClick aria-label="Units sold by region" />
    </Box>
  );
}
