import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { createTrades, type Trade } from '../demo-data/commodities';

const rows = createTrades(150, 8);

const columns: GridColDef<Trade>[] = [
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'trader', headerName: 'Trader', width: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

const GROUPABLE = ['desk', 'commodity', 'status'];
const labelOf = (field: string) => columns.find((column) => column.field === field)?.headerName ?? field;

export default function GroupingChipsBar() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['desk']);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Grouping">
        <Typography variant="body2">Grouped by</Typography>
        {model.map((field, index) => (
          <Chip
            key={field}
            color="primary"
            label={`${index + 1}. ${labelOf(field)}`}
            onDelete={() => setModel(model.filter((item) => item !== field))}
          />
        ))}
        {GROUPABLE.filter((field) => !model.includes(field)).map((field) => (
          <Chip key={field} variant="outlined" label={`+ ${labelOf(field)}`} onClick={() => setModel([...model, field])} />
        ))}
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          aria-label="Trades grouped by the chosen chips"
        />
      </div>
    </Stack>
  );
}
