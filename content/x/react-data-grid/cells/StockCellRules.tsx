import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { createRandom } from '../demo-data/random';

const random = createRandom(221);
const WEEKS = ['W23', 'W24', 'W25', 'W26', 'W27'];
const rows = ['Espresso beans', 'Filter beans', 'Decaf beans', 'Paper filters', 'Ceramic mugs', 'Descaler'].map((item, index) => ({
  id: index + 1,
  item,
  ...Object.fromEntries(WEEKS.map((week) => [week, random.int(0, 60)])),
}));

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', width: 150 },
  ...WEEKS.map((week): GridColDef => ({ field: week, headerName: `${week} stock`, type: 'number', width: 110 })),
];

// One rule for every cell of the grid: flag empty shelves and low stock in any week column.
const getCellClassName = ({ field, value }: GridCellParams) => {
  if (!WEEKS.includes(field) || typeof value !== 'number') return '';
  if (value === 0) return 'cell--empty';
  return value < 10 ? 'cell--low' : '';
};

export default function StockCellRules() {
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        '& .cell--low': { fontWeight: 700, textDecoration: 'underline dotted' },
        '& .cell--empty': {
          bgcolor: 'error.dark',
          color: 'common.white',
          fontWeight: 700,
        },
      }}
    >
      <DataGrid rows={rows} columns={columns} getCellClassName={getCellClassName} hideFooter aria-label="Weekly stock per item" />
    </Box>
  );
}
