import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';
import * as React from 'react';

const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const;
const lines = ['Hosting', 'Licences', 'Travel', 'Training', 'Hardware'].map((line, row) => ({
  id: row + 1,
  line,
  ...Object.fromEntries(QUARTERS.map((quarter, col) => [quarter, 4_000 + ((row * 5 + col * 11) % 9) * 750])),
}));

const columns: GridColDef[] = [
  { field: 'line', headerName: 'Budget line', width: 140 },
  ...QUARTERS.map((quarter) => ({ field: quarter, headerName: quarter.toUpperCase(), type: 'number' as const, width: 100 })),
];

export default function SelectRangeFromCodePremium() {
  const apiRef = useGridApiRef();
  const [count, setCount] = React.useState('');

  const selectSecondHalf = () => {
    // From the first line's Q3 to the last line's Q4: a rectangle of cells.
    apiRef.current?.selectCellRange({ id: 1, field: 'q3' }, { id: lines.length, field: 'q4' });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={selectSecondHalf}>
          Select Q3 and Q4
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setCellSelectionModel({})}>
          Clear
        </Button>
        <Button size="small" onClick={() => setCount(`${apiRef.current?.getSelectedCellsAsArray().length ?? 0} cells selected`)}>
          Count selected cells
        </Button>
        <Typography variant="body2" component="p" aria-live="polite">
          {count}
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGridPremium apiRef={apiRef} rows={lines} columns={columns} cellSelection hideFooter aria-label="Quarterly budget" />
      </Box>
    </Box>
  );
}
