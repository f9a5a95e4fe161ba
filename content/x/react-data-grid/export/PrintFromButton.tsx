import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

export default function PrintFromButton() {
  const apiRef = useGridApiRef();

  const printReminders = () =>
    apiRef.current?.exportDataAsPrint({
      fields: ['number', 'client', 'amount'],
      getRowsToExport: ({ apiRef: printApi }) =>
        invoices.filter((invoice) => !invoice.paid && printApi.current.getRow(invoice.id)).map((invoice) => invoice.id),
      hideFooter: true,
      fileName: 'Payment reminders',
    });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button sx={{ alignSelf: 'flex-start' }} variant="outlined" startIcon={<PrintOutlined />} onClick={printReminders}>
        Print payment reminders
      </Button>
      <div style={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={invoices} columns={invoiceColumns} aria-label="Invoices" />
      </div>
    </Stack>
  );
}
