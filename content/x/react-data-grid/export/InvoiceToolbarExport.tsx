import { DataGrid } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

export default function InvoiceToolbarExport() {
  // Sorted newest first: the export keeps the order the reader sees.
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        initialState={{ sorting: { sortModel: [{ field: 'issued', sort: 'desc' }] } }}
        density="compact"
        showToolbar
        aria-label="Studio invoices with the export menu in the toolbar"
      />
    </div>
  );
}
