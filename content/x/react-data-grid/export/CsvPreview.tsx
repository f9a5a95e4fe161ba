import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as React from 'react';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

export default function CsvPreview() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={invoiceColumns}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25]}
          aria-label="Invoices to preview as CSV"
        />
      </div>
      <Button sx={{ alignSelf: 'flex-start' }} variant="outlined" onClick={() => setCsv(apiRef.current?.getDataAsCsv() ?? '')}>
        Show the CSV
      </Button>
      <TextField
        label="CSV the export would download"
        value={csv}
        multiline
        minRows={4}
        maxRows={10}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </Stack>
  );
}
