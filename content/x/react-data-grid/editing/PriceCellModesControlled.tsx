import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  type GridCellModesModel,
  type GridColDef,
} from '@mui/x-data-grid';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(25, 407);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120, editable: true },
];

type Target = { id: number; field: string };
type CellMode = GridCellModesModel[number][string];

export default function PriceCellModesControlled() {
  const [model, setModel] = React.useState<GridCellModesModel>({});
  const [target, setTarget] = React.useState<Target | null>(null);
  const editing = target !== null && model[target.id]?.[target.field]?.mode === GridCellModes.Edit;

  const setMode = (props: CellMode) => {
    if (!target) return;
    setModel((current) => ({ ...current, [target.id]: { ...current[target.id], [target.field]: props } }));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" disabled={!target || editing} onClick={() => setMode({ mode: GridCellModes.Edit })}>
          Edit cell
        </Button>
        <Button size="small" variant="outlined" disabled={!editing} onClick={() => setMode({ mode: GridCellModes.View })}>
          Save
        </Button>
        <Button size="small" disabled={!editing} onClick={() => setMode({ mode: GridCellModes.View, ignoreModifications: true })}>
          Discard
        </Button>
        <Typography variant="body2" component="p" aria-live="polite">
          {target ? `Trade ${target.id}, ${target.field}` : 'Click a quantity or price'}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={trades}
          columns={columns}
          cellModesModel={model}
          onCellModesModelChange={setModel}
          onCellClick={(params) => {
            if (params.isEditable) setTarget({ id: Number(params.id), field: params.field });
          }}
          onCellEditStop={(params, event) => {
            // Moving focus to the buttons must not end the edit: they do that.
            if (params.reason === GridCellEditStopReasons.cellFocusOut) event.defaultMuiPrevented = true;
          }}
          aria-label="Trades with edit controls above the grid"
        />
      </Box>
    </Stack>
  );
}
