import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, type GridAggregationModel } from '@mui/x-data-grid-premium';
import { createOrderDataSource, orderColumns, serverAggregationFunctions } from './orderServer';

export default function ModelInRequest() {
  const [model, setModel] = React.useState<GridAggregationModel>({ total: 'sum' });
  const [lastRequest, setLastRequest] = React.useState('');
  const dataSource = React.useMemo(
    () => createOrderDataSource({ onRequest: (params) => setLastRequest(JSON.stringify(params.aggregationModel ?? {})) }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2">
        Open a number column&apos;s menu and pick a function under <b>Aggregation</b>.
      </Typography>
      <Box
        aria-live="polite"
        sx={{ typography: 'body2', fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}
      >
        Last request: aggregationModel = {lastRequest || '…'}
      </Box>
      <div style={{ height: 400 }}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          aggregationFunctions={serverAggregationFunctions}
          aggregationModel={model}
          onAggregationModelChange={setModel}
          pagination
          pageSizeOptions={[20]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 20 } } }}
          aria-label="Orders, aggregation picked from the column menu"
        />
      </div>
    </Stack>
  );
}
