import TextField from '@mui/material/TextField';
import * as React from 'react';
import {
  DataGridPremium,
  GridSendIcon,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { createLocalResolver } from '../localResolver';
import { roasteryColumns, roasteryOrders, roasteryVocabulary } from '../roasteryOrders';

const resolvePrompt = createLocalResolver(roasteryVocabulary);

function CommandToolbar() {
  const apiRef = useGridApiContext();
  const [error, setError] = React.useState('');

  // No AI assistant here: the field hands over the text, and this handler decides what it does.
  const handleSubmit = async (command: string) => {
    try {
      const result = await resolvePrompt(command);
      setError('');
      apiRef.current.setFilterModel({
        items: result.filters.map((filter, index) => ({ id: index, field: filter.column, operator: filter.operator, value: filter.value })),
      });
      apiRef.current.setSortModel(result.sorting.map((sort) => ({ field: sort.column, sort: sort.direction })));
      apiRef.current.setRowGroupingModel(result.grouping.map((group) => group.column));
      apiRef.current.setAggregationModel(result.aggregation);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  };

  return (
    <Toolbar>
      <PromptField onSubmit={handleSubmit} style={{ flex: 1, display: 'flex', alignItems: 'flex-start', gap: 4 }}>
        <PromptFieldControl
          render={({ ref, slotProps, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              fullWidth
              label="Command"
              // The state says whether the field is busy (disabled while onSubmit runs) and what it holds.
              helperText={state.disabled ? 'Applying…' : error || 'For example "units by category" or "reset".'}
              error={!state.disabled && error !== ''}
              disabled={state.disabled}
            />
          )}
        />
        <PromptFieldSend aria-label="Run the command" style={{ marginTop: 4 }}>
          <GridSendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
    </Toolbar>
  );
}

export default function CommandBoxStates() {
  return (
    <div style={{ height: 500, width: '100%' }}>
      <DataGridPremium
        rows={roasteryOrders}
        columns={roasteryColumns}
        slots={{ toolbar: CommandToolbar }}
        showToolbar
        aria-label="Web shop orders arranged by typed commands"
      />
    </div>
  );
}
