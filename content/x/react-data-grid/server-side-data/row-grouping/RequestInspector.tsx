import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, type GridGetRowsParams } from '@mui/x-data-grid-premium';
import { createStaffDataSource, staffColumns } from './staffServer';

interface LoggedRequest {
  at: string;
  groupFields: string[];
  groupKeys: string[];
}

export default function RequestInspector() {
  const [log, setLog] = React.useState<LoggedRequest[]>([]);
  const dataSource = React.useMemo(
    () =>
      createStaffDataSource({
        onRequest: (params: GridGetRowsParams) =>
          setLog((previous) =>
            [
              {
                at: new Date().toLocaleTimeString('en-GB'),
                groupFields: params.groupFields ?? [],
                groupKeys: params.groupKeys ?? [],
              },
              ...previous,
            ].slice(0, 6),
          ),
      }),
    [],
  );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: 2, height: 380, minWidth: 0 }}>
        <DataGridPremium
          columns={staffColumns}
          dataSource={dataSource}
          initialState={{ rowGrouping: { model: ['country', 'department'] } }}
          aria-label="Directory grouped by country and department, requests logged"
        />
      </Box>
      <Box
        component="section"
        aria-labelledby="request-log-title"
        sx={{ flex: 1, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 220 }}
      >
        <Typography id="request-log-title" component="h3" variant="subtitle2" gutterBottom>
          Requests sent to getRows (newest first)
        </Typography>
        <Box component="ol" aria-live="polite" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
          {log.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <code>groupKeys: {JSON.stringify(entry.groupKeys)}</code>
              <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                {entry.at}, groupFields {JSON.stringify(entry.groupFields)}
              </Typography>
            </li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
