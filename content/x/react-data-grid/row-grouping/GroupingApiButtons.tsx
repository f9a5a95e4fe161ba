import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, type GridRowGroupingModel, useGridApiRef } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function GroupingApiButtons() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['country', 'category']);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={model.includes('status')}
          onClick={() => apiRef.current?.addRowGroupingCriteria('status', 0)}
        >
          Add status first
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!model.includes('status')}
          onClick={() => apiRef.current?.removeRowGroupingCriteria('status')}
        >
          Remove status
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={model.indexOf('category') <= 0}
          onClick={() => apiRef.current?.setRowGroupingCriteriaIndex('category', 0)}
        >
          Move category to the top
        </Button>
      </Stack>
      <Typography variant="body2" aria-live="polite">
        Grouped by: {model.join(' → ') || 'nothing'}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={shopOrders}
          columns={orderColumns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          aria-label="Orders grouped through the API"
        />
      </div>
    </Stack>
  );
}
