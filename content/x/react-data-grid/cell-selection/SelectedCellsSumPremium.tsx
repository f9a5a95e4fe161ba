import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridCellSelectionModel, type GridColDef } from '@mui/x-data-grid-premium';
import * as React from 'react';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;
const stores = ['Lisbon', 'Porto', 'Braga', 'Coimbra', 'Faro', 'Aveiro'].map((store, row) => ({
  id: row + 1,
  store,
  ...Object.fromEntries(MONTHS.map((month, col) => [month, 18_000 + ((row * 7 + col * 13) % 17) * 1_150])),
}));

const eur = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 110 },
  ...MONTHS.map((month) => ({
    field: month,
    headerName: month[0].toUpperCase() + month.slice(1),
    type: 'number' as const,
    width: 100,
    valueFormatter: (value: number) => eur.format(value),
  })),
];

export default function SelectedCellsSumPremium() {
  const [model, setModel] = React.useState<GridCellSelectionModel>({});

  // The model maps row ids to the selected fields of each row.
  const values = Object.entries(model).flatMap(([id, fields]) =>
    Object.entries(fields)
      .filter(([field, selected]) => selected && field !== 'store')
      .map(([field]) => Number((stores.find((row) => String(row.id) === id) as Record<string, unknown> | undefined)?.[field] ?? 0)),
  );
  const sum = values.reduce((total, value) => total + value, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" component="p" aria-live="polite" sx={{ mb: 1 }}>
        {values.length === 0
          ? 'Select some monthly figures.'
          : `${values.length} cells: sum ${eur.format(sum)}, average ${eur.format(sum / values.length)}`}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={stores}
          columns={columns}
          cellSelection
          cellSelectionModel={model}
          onCellSelectionModelChange={setModel}
          hideFooter
          aria-label="Monthly sales per store"
        />
      </Box>
    </Box>
  );
}
