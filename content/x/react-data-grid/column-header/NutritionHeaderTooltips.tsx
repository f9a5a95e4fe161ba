import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const drinks = [
  { id: 1, drink: 'Espresso', caffeine: 63, kcal: 3, sugar: 0 },
  { id: 2, drink: 'Flat white', caffeine: 130, kcal: 110, sugar: 9 },
  { id: 3, drink: 'Iced oat latte', caffeine: 150, kcal: 160, sugar: 12 },
  { id: 4, drink: 'Chai latte', caffeine: 50, kcal: 190, sugar: 28 },
  { id: 5, drink: 'Decaf americano', caffeine: 7, kcal: 5, sugar: 0 },
];

const columns: GridColDef<(typeof drinks)[number]>[] = [
  { field: 'drink', headerName: 'Drink', width: 160 },
  {
    field: 'caffeine',
    headerName: 'Caffeine',
    description: 'Milligrams of caffeine in a 350 ml cup',
    type: 'number',
    width: 110,
  },
  {
    field: 'kcal',
    headerName: 'Energy',
    description: 'Kilocalories per cup, made with semi-skimmed milk',
    type: 'number',
    width: 100,
  },
  {
    field: 'sugar',
    headerName: 'Sugars',
    description: 'Grams of sugar per cup, including lactose',
    type: 'number',
    width: 100,
    headerAlign: 'center',
    align: 'center',
  },
];

export default function NutritionHeaderTooltips() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={drinks} columns={columns} hideFooter aria-label="Drink nutrition" />
    </Box>
  );
}
