import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { invoiceColumns, invoices } from './invoices';

export default function ExcelGroupedExport() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('');

  const download = async () => {
    setStatus('Preparing the workbook…');
    await apiRef.current?.exportDataAsExcel({ fileName: 'invoices-by-client' });
    setStatus('Workbook ready: one outline level per client, totals included.');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={download}>
          Download as Excel
        </Button>
        <Typography variant="body2" aria-live="polite">
          {status}
        </Typography>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={invoices}
          columns={invoiceColumns}
          initialState={{
            rowGrouping: { model: ['client'] },
            aggregation: { model: { amount: 'sum' } },
          }}
          aria-label="Invoices grouped by client"
        />
      </div>
    </Stack>
  );
}
