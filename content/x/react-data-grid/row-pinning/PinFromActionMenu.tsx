import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(50, 205);

export default function PinFromActionMenu() {
  const [pinnedIds, setPinnedIds] = React.useState<GridRowId[]>([3]);

  // A row is either pinned or in `rows`, never both.
  const rows = React.useMemo(() => trades.filter((row) => !pinnedIds.includes(row.id)), [pinnedIds]);
  const pinnedRows = React.useMemo(() => ({ top: trades.filter((row) => pinnedIds.includes(row.id)) }), [pinnedIds]);

  const columns = React.useMemo<GridColDef<Trade>[]>(
    () => [
      { field: 'id', headerName: 'Trade', width: 80 },
      { field: 'commodity', headerName: 'Commodity', width: 150 },
      { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 150 },
      { field: 'status', headerName: 'Status', width: 140 },
      {
        field: 'actions',
        type: 'actions',
        width: 70,
        renderCell: (params) => {
          const pinned = pinnedIds.includes(params.id);
          return (
            <GridActionsCell {...params}>
              <GridActionsCellItem
                icon={<PushPinOutlined />}
                label={pinned ? 'Unpin' : 'Pin to top'}
                showInMenu
                onClick={() => setPinnedIds((ids) => (pinned ? ids.filter((id) => id !== params.id) : [...ids, params.id]))}
              />
            </GridActionsCell>
          );
        },
      },
    ],
    [pinnedIds],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} aria-label="Trades; pin the ones you watch" />
    </Box>
  );
}
