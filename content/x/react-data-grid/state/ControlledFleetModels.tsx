import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { fleet, fleetColumns } from './fleet';

const NO_FILTER: GridFilterModel = { items: [] };

export default function ControlledFleetModels() {
  // Each model lives in React state: the grid shows it and reports changes.
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'mileage', sort: 'desc' }]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(NO_FILTER);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });

  const showDepot = (depot: string) => {
    setFilterModel({ items: [{ field: 'depot', operator: 'equals', value: depot }] });
    setPaginationModel((model) => ({ ...model, page: 0 }));
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {['North', 'Harbour', 'Airport', 'Westgate'].map((depot) => (
          <Button key={depot} size="small" variant="outlined" onClick={() => showDepot(depot)}>
            {depot} depot
          </Button>
        ))}
        <Button size="small" onClick={() => setFilterModel(NO_FILTER)}>
          All depots
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={fleet}
          columns={fleetColumns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 25]}
          aria-label="Fleet with sorting, filtering and paging held in React state"
        />
      </Box>
      <Typography component="pre" variant="caption" sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>
        {JSON.stringify({ sortModel, filterModel, paginationModel })}
      </Typography>
    </Stack>
  );
}
