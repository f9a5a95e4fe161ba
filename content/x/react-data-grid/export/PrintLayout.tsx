import { DataGrid } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

// Landscape pages with a small margin, and no toolbar or footer on paper.
const pageStyle = '@page { size: A4 landscape; margin: 12mm; } .MuiDataGrid-root { font-size: 11px; }';

export default function PrintLayout() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        showToolbar
        checkboxSelection
        slotProps={{
          toolbar: {
            csvOptions: { disableToolbarButton: true },
            printOptions: { hideToolbar: true, hideFooter: true, includeCheckboxes: false, pageStyle, fileName: 'Studio invoices' },
          },
        }}
        aria-label="Invoices ready to print"
      />
    </div>
  );
}
