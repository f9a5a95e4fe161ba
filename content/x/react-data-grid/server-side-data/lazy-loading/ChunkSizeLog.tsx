import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { clockTime, queryTable, respondLater, type RequestRecord } from '../fakeServer';
import { directoryColumns, directoryTable } from './directory';

const SIZES = [20, 100] as const;

export default function ChunkSizeLog() {
  const [chunkSize, setChunkSize] = React.useState<number>(SIZES[0]);
  const [requests, setRequests] = React.useState<RequestRecord[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        setRequests((list) =>
          [{ number: (list[0]?.number ?? 0) + 1, sentAt: clockTime(), summary: `rows ${params.start}–${params.end}` }, ...list].slice(0, 8),
        );
        return respondLater(queryTable(directoryTable(), params));
      },
    }),
    [],
  );

  const changeSize = (event: React.ChangeEvent<HTMLInputElement>) => {
    setRequests([]);
    setChunkSize(Number(event.target.value));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <div>
        <FormControl>
          <FormLabel id="chunk-size-label">Rows per request</FormLabel>
          <RadioGroup row aria-labelledby="chunk-size-label" value={String(chunkSize)} onChange={changeSize}>
            {SIZES.map((size) => (
              <FormControlLabel key={size} value={String(size)} control={<Radio />} label={size} />
            ))}
          </RadioGroup>
        </FormControl>
        <Box sx={{ height: 400, mt: 1 }}>
          <DataGridPro
            // A new page size only applies to a new grid, so remount it.
            key={chunkSize}
            columns={directoryColumns}
            dataSource={dataSource}
            lazyLoading
            initialState={{ pagination: { paginationModel: { page: 0, pageSize: chunkSize } } }}
            aria-label="Staff directory; the list beside it shows each request"
          />
        </Box>
      </div>
      <div>
        <Typography component="h3" variant="subtitle2" id="chunk-log-title">
          Requests
        </Typography>
        <List dense aria-labelledby="chunk-log-title">
          {requests.map((request) => (
            <ListItem key={request.number} disableGutters>
              <Typography variant="body2">
                #{request.number} · {request.summary}
              </Typography>
            </ListItem>
          ))}
        </List>
      </div>
    </Box>
  );
}
