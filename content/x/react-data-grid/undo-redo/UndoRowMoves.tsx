import {
  createCellEditHistoryHandler,
  DataGridPremium,
  gridExpandedSortedRowIdsSelector,
  type GridApiPremium,
  type GridEvents,
  type GridHistoryEventHandler,
  type GridRowId,
  type GridRowOrderChangeParams,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import * as React from 'react';
import { budgetColumns, budgetLines } from './budget';

interface RowMove {
  id: GridRowId;
  from: number;
  to: number;
}

export default function UndoRowMoves() {
  const apiRef = useGridApiRef();

  // Puts a row back at a position: drop it above the row standing there when moving up, below it when moving down.
  const moveRowTo = React.useCallback(
    (id: GridRowId, index: number) => {
      if (!apiRef.current) return undefined;
      const order = gridExpandedSortedRowIdsSelector(apiRef);
      const current = order.indexOf(id);
      if (current === -1 || current === index || order[index] === undefined) return undefined;
      return apiRef.current.setRowPosition(id, order[index], index < current ? 'above' : 'below');
    },
    [apiRef],
  );

  const historyEventHandlers = React.useMemo(() => {
    // Record drag-and-drop moves, next to the built-in handler for cell edits.
    const rowMoves: GridHistoryEventHandler<RowMove> = {
      store: (params: GridRowOrderChangeParams) =>
        params.oldIndex === params.targetIndex ? null : { id: params.row.id, from: params.oldIndex, to: params.targetIndex },
      undo: ({ id, from }) => moveRowTo(id, from),
      redo: ({ id, to }) => moveRowTo(id, to),
      // Skip steps whose row was deleted in the meantime.
      validate: ({ id }) => Boolean(apiRef.current?.getRow(id)),
    };
    return {
      // The grid fills apiRef before any event can fire.
      cellEditStop: createCellEditHistoryHandler(apiRef as React.RefObject<GridApiPremium>),
      rowOrderChange: rowMoves,
    } as Record<GridEvents, GridHistoryEventHandler>;
  }, [apiRef, moveRowTo]);

  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={budgetLines}
        columns={budgetColumns}
        rowReordering
        historyEventHandlers={historyEventHandlers}
        hideFooter
        aria-label="Offsite budget: drag rows to prioritise, undo moves"
      />
    </div>
  );
}
