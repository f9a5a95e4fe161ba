import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridDataSourceCacheDefault, type GridDataSource } from '@mui/x-data-grid';
import * as React from 'react';
import { tradeColumns, tradeTable } from './blotter';
import { clockTime, describeRequest, queryTable, respondLater, type RequestRecord } from './fakeServer';

type Lifetime = 'default' | 'short' | 'off';

const CACHES = {
  // Same as leaving `dataSourceCache` out: entries live five minutes.
  default: new GridDataSourceCacheDefault({ ttl: 5 * 60_000 }),
  short: new GridDataSourceCacheDefault({ ttl: 15_000 }),
  off: null,
} satisfies Record<Lifetime, GridDataSourceCacheDefault | null>;

export default function CacheLifetime() {
  const [lifetime, setLifetime] = React.useState<Lifetime>('default');
  const [requests, setRequests] = React.useState<RequestRecord[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        // Only requests the cache could not answer get here.
        setRequests((list) => [{ number: (list[0]?.number ?? 0) + 1, sentAt: clockTime(), summary: describeRequest(params) }, ...list].slice(0, 6));
        return respondLater(queryTable(tradeTable, params));
      },
    }),
    [],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <div>
        <FormControl>
          <FormLabel id="cache-lifetime-label">Keep answers for</FormLabel>
          <RadioGroup
            row
            aria-labelledby="cache-lifetime-label"
            value={lifetime}
            onChange={(event) => setLifetime(event.target.value as Lifetime)}
          >
            <FormControlLabel value="default" control={<Radio />} label="5 minutes (default)" />
            <FormControlLabel value="short" control={<Radio />} label="15 seconds" />
            <FormControlLabel value="off" control={<Radio />} label="No cache" />
          </RadioGroup>
        </FormControl>
        <Box sx={{ height: 400, mt: 1 }}>
          <DataGrid
            columns={tradeColumns}
            dataSource={dataSource}
            dataSourceCache={CACHES[lifetime]}
            initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
            pageSizeOptions={[10]}
            aria-label="Trades with a configurable cache"
          />
        </Box>
      </div>
      <div>
        <Typography component="h3" variant="subtitle2" id="server-log-title">
          Requests that reached the server
        </Typography>
        <List dense aria-labelledby="server-log-title" aria-live="polite">
          {requests.map((request) => (
            <ListItem key={request.number} disableGutters sx={{ display: 'block' }}>
              <Typography variant="body2">
                #{request.number} at {request.sentAt}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {request.summary}
              </Typography>
            </ListItem>
          ))}
        </List>
      </div>
    </Box>
  );
}
