import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { DataGrid, type GridColumnGroupingModel, useGridApiRef } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'Who', children: [{ field: 'client' }, { field: 'project' }] },
  { groupId: 'Billing', children: [{ field: 'issued' }, { field: 'amount' }, { field: 'paid' }] },
];

export default function GroupedHeadersCsv() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    // The first lines of the file: the group row, then the column headers.
    setCsv(api.getDataAsCsv({ includeColumnGroupsHeaders: true }).split('\n').slice(0, 4).join('\n'));
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={invoiceColumns}
          columnGroupingModel={columnGroupingModel}
          showToolbar
          aria-label="Invoices with grouped headers"
        />
      </div>
      <TextField
        label="Start of the CSV"
        value={csv}
        multiline
        minRows={4}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </Stack>
  );
}
