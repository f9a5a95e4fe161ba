import {
  createCellEditHistoryHandler,
  DataGridPremium,
  type GridApiPremium,
  type GridEvents,
  type GridHistoryEventHandler,
  type GridRowOrderChangeParams,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import * as React from 'react';
import { budgetColumns, budgetLines } from './budget';

interface RowMove {
  id: string | number;
  from: number;
  to: number;
}

export default function UndoRowMoves() {
  const apiRef = useGridApiRef();

  const historyEventHandlers = React.useMemo(() => {
    // Record drag-and-drop moves, next to the built-in handler for cell edits.
    const rowMoves: GridHistoryEventHandler<RowMove> = {
      store: (params: GridRowOrderChangeParams) =>
        params.oldIndex === params.targetIndex ? null : { id: params.row.id, from: params.oldIndex, to: params.targetIndex },
      undo: ({ id, from }) => apiRef.current?.setRowIndex(id, from),
      redo: ({ id, to }) => apiRef.current?.setRowIndex(id, to),
      // Skip steps whose row was deleted in the meantime.
      validate: ({ id }) => Boolean(apiRef.current?.getRow(id)),
    };
    return {
      // The grid fills apiRef before any event can fire.
      cellEditStop: createCellEditHistoryHandler(apiRef as React.RefObject<GridApiPremium>),
      rowOrderChange: rowMoves,
    } as Record<GridEvents, GridHistoryEventHandler>;
  }, [apiRef]);

  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={budgetLines}
        columns={budgetColumns}
        rowReordering
        historyEventHandlers={historyEventHandlers}
        showToolbar
        hideFooter
        aria-label="Offsite budget: drag rows to prioritise, undo moves"
      />
    </div>
  );
}
