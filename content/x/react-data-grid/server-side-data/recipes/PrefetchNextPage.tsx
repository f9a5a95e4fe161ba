import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilterModelSelector,
  gridPaginationRowCountSelector,
  gridSortModelSelector,
  useGridApiRef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid';
import * as React from 'react';
import { tradeColumns, tradeTable } from '../blotter';
import { queryTable, respondLater } from '../fakeServer';

const PAGE_SIZE = 10;

export default function PrefetchNextPage() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<{ id: number; text: string }[]>([]);
  const pending = React.useRef(new Set<string>());

  const note = React.useCallback((text: string) => {
    setLog((lines) => [{ id: (lines[0]?.id ?? 0) + 1, text }, ...lines].slice(0, 6));
  }, []);

  // Loads `page` with the grid's current sort and filter, and stores it where the grid will look.
  const prefetch = React.useCallback(
    async (page: number, rowCount: number) => {
      const api = apiRef.current;
      const start = page * PAGE_SIZE;
      if (!api || start >= rowCount) return;
      const params: GridGetRowsParams = {
        sortModel: gridSortModelSelector(apiRef),
        filterModel: gridFilterModelSelector(apiRef),
        paginationModel: { page, pageSize: PAGE_SIZE },
        start,
        end: start + PAGE_SIZE - 1,
      };
      const key = JSON.stringify([params.sortModel, params.filterModel, start]);
      if (pending.current.has(key) || api.dataSource.cache.get(params)) return;
      pending.current.add(key);
      const response = await respondLater(queryTable(tradeTable, params));
      api.dataSource.cache.set(params, response);
      pending.current.delete(key);
      note(`page ${page + 1} fetched in advance`);
    },
    [apiRef, note],
  );

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const page = Number(params.start) / PAGE_SIZE;
        note(`page ${page + 1} requested by the grid`);
        const response = await respondLater(queryTable(tradeTable, params));
        // Not awaited: the grid shows this page while the next one loads.
        prefetch(page + 1, response.rowCount ?? 0);
        return response;
      },
    }),
    [note, prefetch],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <Box sx={{ height: 420, minWidth: 0 }}>
        <DataGrid
          apiRef={apiRef}
          columns={tradeColumns}
          dataSource={dataSource}
          // A page served from the cache makes no request, so prefetch from here as well.
          onPaginationModelChange={(model) => prefetch(model.page + 1, gridPaginationRowCountSelector(apiRef))}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: PAGE_SIZE } } }}
          pageSizeOptions={[PAGE_SIZE]}
          aria-label="Trades; the next page is fetched in advance"
        />
      </Box>
      <div>
        <Typography component="h3" variant="subtitle2" id="prefetch-log-title">
          Server traffic
        </Typography>
        <List dense aria-labelledby="prefetch-log-title">
          {log.map((line) => (
            <ListItem key={line.id} disableGutters>
              <Typography variant="body2">{line.text}</Typography>
            </ListItem>
          ))}
        </List>
      </div>
    </Box>
  );
}
