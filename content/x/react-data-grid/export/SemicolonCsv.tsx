import { DataGrid } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

export default function SemicolonCsv() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        showToolbar
        slotProps={{
          toolbar: {
            // A spreadsheet set to a European locale expects semicolons; the BOM keeps accents intact.
            csvOptions: { fileName: 'studio-invoices', delimiter: ';', utf8WithBom: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
        aria-label="Invoices exported as semicolon-separated values"
      />
    </div>
  );
}
