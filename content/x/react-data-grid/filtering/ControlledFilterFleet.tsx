import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import * as React from 'react';

const DEPOTS = ['North', 'Harbour', 'Airport'];

const vehicles = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  plate: `FL-${(4100 + index * 37).toString()}`,
  depot: DEPOTS[index % 3],
  kind: ['Van', 'Truck', 'Car'][(index * 5) % 3],
  mileage: 12_000 + ((index * 7919) % 180_000),
}));

const columns: GridColDef<(typeof vehicles)[number]>[] = [
  { field: 'plate', headerName: 'Plate', width: 120 },
  { field: 'depot', headerName: 'Depot', type: 'singleSelect', valueOptions: DEPOTS, width: 120 },
  { field: 'kind', headerName: 'Kind', width: 100 },
  { field: 'mileage', headerName: 'Mileage (km)', type: 'number', width: 140 },
];

export default function ControlledFilterFleet() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'depot', operator: 'is', value: 'Harbour' }],
  });
  // The depot picker and the grid read and write the same model.
  const depotItem = filterModel.items.find((item) => item.field === 'depot' && item.operator === 'is');

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ minWidth: 180, mb: 1 }}>
        <InputLabel id="fleet-depot-label">Depot</InputLabel>
        <Select
          labelId="fleet-depot-label"
          label="Depot"
          value={depotItem?.value ?? ''}
          onChange={(event) =>
            setFilterModel({ items: event.target.value ? [{ field: 'depot', operator: 'is', value: event.target.value }] : [] })
          }
        >
          <MenuItem value="">All depots</MenuItem>
          {DEPOTS.map((depot) => (
            <MenuItem key={depot} value={depot}>
              {depot}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={vehicles}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          aria-label="Fleet vehicles by depot"
        />
      </Box>
    </Box>
  );
}
