import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridSlotProps } from '@mui/x-data-grid';
import { createStock, stockColumns, type StockItem } from './stock';

// Two props of our own for the loading overlay, set through `slotProps.loadingOverlay`.
declare module '@mui/x-data-grid' {
  interface LoadingOverlayPropsOverrides {
    importedLines?: number;
    importTotal?: number;
  }
}

function ImportOverlay(props: GridSlotProps['loadingOverlay']) {
  const { importedLines = 0, importTotal = 1, variant, noRowsVariant, ...overlayProps } = props;
  const percent = Math.round((importedLines / importTotal) * 100);
  const labelId = React.useId();
  return (
    <GridOverlay {...overlayProps}>
      <Paper variant="outlined" sx={{ width: 'min(320px, 80%)', p: 2 }}>
        <Typography variant="body2" id={labelId} gutterBottom>
          Importing line {importedLines} of {importTotal}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-labelledby={labelId} />
      </Paper>
    </GridOverlay>
  );
}

const TOTAL = 40;
const allLines = createStock(TOTAL, 990);

export default function ImportProgressOverlay() {
  const [rows, setRows] = React.useState<StockItem[]>([]);
  const [imported, setImported] = React.useState(0);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) return undefined;
    // Stands in for a file being parsed in chunks: four lines every 150 ms.
    const timer = window.setInterval(() => setImported((done) => Math.min(TOTAL, done + 4)), 150);
    return () => window.clearInterval(timer);
  }, [running]);

  React.useEffect(() => {
    if (running && imported === TOTAL) {
      setRows(allLines);
      setRunning(false);
    }
  }, [running, imported]);

  const start = () => {
    setRows([]);
    setImported(0);
    setRunning(true);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="contained" size="small" onClick={start} disabled={running} sx={{ mb: 1 }}>
        Import stock.csv
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={stockColumns}
          loading={running}
          slots={{ loadingOverlay: ImportOverlay }}
          slotProps={{ loadingOverlay: { importedLines: imported, importTotal: TOTAL } }}
          aria-label="Imported stock lines"
        />
      </Box>
    </Box>
  );
}
