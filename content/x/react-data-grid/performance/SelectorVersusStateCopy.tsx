import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridEventListener,
  type GridState,
} from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(500, 88);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', flex: 1, minWidth: 140 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'status', headerName: 'Status', width: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

// Good: subscribes to one value and renders only when that value changes.
function MatchingCountFooter() {
  const apiRef = useGridApiContext();
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const renders = React.useRef(0);
  renders.current += 1;
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        useGridSelector: {matching} matching trades, rendered {renders.current} times
      </Typography>
    </GridFooterContainer>
  );
}

// Memoized, so it renders only for its own selector, not whenever the grid's layout does.
const slots = { footer: React.memo(MatchingCountFooter) };

export default function SelectorVersusStateCopy() {
  // Anti-pattern: copy the grid's state into React state on every change, to show one number from it.
  const [stateCopy, setStateCopy] = React.useState<GridState | null>(null);
  const renders = React.useRef(0);
  renders.current += 1;

  const copyState = React.useCallback<GridEventListener<'stateChange'>>((state: GridState) => setStateCopy(state), []);
  const sortedBy = stateCopy?.sorting.sortModel.map((item) => item.field).join(', ') || 'nothing';

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        onStateChange copy: sorted by {sortedBy}, this component rendered {renders.current} times. Click cells, use the arrow keys or
        sort, and compare with the footer.
      </Typography>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={trades}
          columns={columns}
          slots={slots}
          onStateChange={copyState}
          aria-label="500 trades whose state is read in two ways"
        />
      </Box>
    </Box>
  );
}
