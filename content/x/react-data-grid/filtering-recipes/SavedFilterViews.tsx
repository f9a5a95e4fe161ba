import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(120, 663);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

const starterViews: Record<string, GridFilterModel> = {
  'All trades': { items: [] },
  'Rejected': { items: [{ field: 'status', operator: 'equals', value: 'Rejected' }] },
  'APAC desk': { items: [{ field: 'desk', operator: 'equals', value: 'APAC' }] },
};

export default function SavedFilterViews() {
  const [views, setViews] = React.useState(starterViews);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(starterViews['All trades']);
  const [name, setName] = React.useState('');
  // The view whose model is the one shown, if any.
  const current = Object.keys(views).find((key) => JSON.stringify(views[key]) === JSON.stringify(filterModel)) ?? null;

  const save = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return;
    setViews((existing) => ({ ...existing, [name.trim()]: filterModel }));
    setName('');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={current}
          onChange={(_event, key: string | null) => key && setFilterModel(views[key])}
          aria-label="Saved views"
          sx={{ flexWrap: 'wrap' }}
        >
          {Object.keys(views).map((key) => (
            <ToggleButton key={key} value={key}>
              {key}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack component="form" direction="row" spacing={1} onSubmit={save}>
          <TextField size="small" label="Save current filter as" value={name} onChange={(event) => setName(event.target.value)} />
          <Button type="submit" variant="outlined" disabled={!name.trim() || current !== null}>
            Save
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={trades}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          aria-label="Trades with saved filter views"
        />
      </Box>
    </Box>
  );
}
