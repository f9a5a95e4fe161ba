import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import { DataGridPremium, type GridPivotModel, useGridApiRef } from '@mui/x-data-grid-premium';
import { sales, salesColumns } from './salesData';

const VIEWS: Record<string, GridPivotModel> = {
  'Revenue by market': {
    rows: [{ field: 'country' }],
    columns: [],
    values: [{ field: 'total', aggFunc: 'sum' }, { field: 'reference', aggFunc: 'size' }],
  },
  'Best sellers': {
    rows: [{ field: 'product' }],
    columns: [{ field: 'category' }],
    values: [{ field: 'quantity', aggFunc: 'sum' }],
  },
  'Refund watch': {
    rows: [{ field: 'product' }],
    columns: [{ field: 'status' }],
    values: [{ field: 'total', aggFunc: 'avg' }],
  },
};

export default function SavedPivotViews() {
  const apiRef = useGridApiRef();

  const open = (name: string) => {
    apiRef.current?.setPivotModel(VIEWS[name]);
    apiRef.current?.setPivotActive(true);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ButtonGroup size="small" variant="outlined" aria-label="Saved pivot views">
          {Object.keys(VIEWS).map((name) => (
            <Button key={name} onClick={() => open(name)}>
              {name}
            </Button>
          ))}
        </ButtonGroup>
        <Button size="small" onClick={() => apiRef.current?.setPivotActive(false)}>
          Show order lines
        </Button>
      </Stack>
      <div style={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={sales}
          columns={salesColumns}
          showToolbar
          initialState={{ pivoting: { model: VIEWS['Revenue by market'], enabled: true } }}
          aria-label="Orders in a saved pivot view"
        />
      </div>
    </Stack>
  );
}
