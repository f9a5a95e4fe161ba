import { DataGridPremium } from '@mui/x-data-grid-premium';
import { invoiceColumns, invoices } from './invoices';

export default function ExcelWithStyles() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={invoices}
        columns={invoiceColumns}
        showToolbar
        slotProps={{
          toolbar: {
            excelOptions: {
              fileName: 'studio-invoices',
              // Excel number formats per column: two decimals with a euro sign, and day-month-year dates.
              columnsStyles: {
                amount: { numFmt: '€#,##0.00' },
                issued: { numFmt: 'dd/mm/yyyy' },
              },
            },
          },
        }}
        aria-label="Invoices with an Excel export"
      />
    </div>
  );
}
