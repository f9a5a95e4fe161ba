import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import {
  createTradeDataSource,
  tradeAggregationFunctions,
  tradeColumns,
  tradePivotingColDef,
} from './tradeServer';

export default function PivotExchangeLog() {
  const [request, setRequest] = React.useState('');
  const [reply, setReply] = React.useState('');
  const dataSource = React.useMemo(
    () =>
      createTradeDataSource({
        onRequest: (params) => setRequest(JSON.stringify({ groupKeys: params.groupKeys, pivotModel: params.pivotModel }, null, 1)),
        onResponse: (response) =>
          setReply(
            JSON.stringify(
              {
                rows: response.rows.map((row) => row.groupKey),
                pivotColumns: response.pivotColumns?.map((column) => column.key),
              },
              null,
              1,
            ),
          ),
      }),
    [],
  );

  const panel = {
    m: 0,
    p: 1,
    fontSize: 12,
    bgcolor: 'action.hover',
    borderRadius: 1,
    overflow: 'auto',
    maxHeight: 180,
  } as const;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <div style={{ height: 340 }}>
        <DataGridPremium
          columns={tradeColumns}
          dataSource={dataSource}
          aggregationFunctions={tradeAggregationFunctions}
          pivotingColDef={tradePivotingColDef}
          initialState={{
            pivoting: {
              enabled: true,
              model: {
                rows: [{ field: 'desk' }, { field: 'commodity' }],
                columns: [{ field: 'status' }],
                values: [{ field: 'notional', aggFunc: 'sum' }],
              },
            },
          }}
          aria-label="Notional per desk and commodity by status, with the last request shown below"
        />
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle2" id="pivot-request-title">
            Last request
          </Typography>
          <Box component="pre" role="region" aria-labelledby="pivot-request-title" tabIndex={0} sx={panel}>
            {request}
          </Box>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle2" id="pivot-reply-title">
            Its response (keys only)
          </Typography>
          <Box component="pre" role="region" aria-labelledby="pivot-reply-title" tabIndex={0} sx={panel}>
            {reply}
          </Box>
        </Box>
      </Stack>
    </Stack>
  );
}
