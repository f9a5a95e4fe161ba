import UnfoldLessRounded from '@mui/icons-material/UnfoldLessRounded';
import UnfoldMoreRounded from '@mui/icons-material/UnfoldMoreRounded';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, GRID_ROOT_GROUP_ID, useGridApiRef } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function ExpandCollapseToolbar() {
  const apiRef = useGridApiRef();
  const [history, setHistory] = React.useState<string[]>([]);

  // Listen to the reader opening and closing groups one by one. The two buttons fire
  // the same event once, with the root node of the tree.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node) => {
        if (node.type !== 'group') return;
        const verb = node.childrenExpanded ? 'opened' : 'closed';
        const name = node.id === GRID_ROOT_GROUP_ID ? 'Every group' : String(node.groupingKey);
        setHistory((lines) => [`${name} ${verb}`, ...lines].slice(0, 3));
      }),
    [apiRef],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ButtonGroup size="small" variant="outlined" aria-label="Expansion">
        <Button startIcon={<UnfoldMoreRounded />} onClick={() => apiRef.current?.expandAllRows()}>
          Open every group
        </Button>
        <Button startIcon={<UnfoldLessRounded />} onClick={() => apiRef.current?.collapseAllRows()}>
          Fold everything
        </Button>
      </ButtonGroup>
      <Typography variant="body2" aria-live="polite">
        {history.length ? `Latest: ${history.join(' · ')}` : 'Open a country to see it logged here.'}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={shopOrders}
          columns={orderColumns}
          initialState={{ rowGrouping: { model: ['country', 'category'] } }}
          aria-label="Orders by country and category"
        />
      </div>
    </Stack>
  );
}
