import { DataGridPremium, type GridExceljsProcessInput } from '@mui/x-data-grid-premium';
import { invoiceColumns, invoices } from './invoices';

// Runs before the rows are written: a title line and an empty line above the header.
async function addTitle({ worksheet }: GridExceljsProcessInput) {
  worksheet.mergeCells('A1:F1');
  worksheet.getCell('A1').value = 'Open invoices — Northlight Studio';
  worksheet.getCell('A1').font = { bold: true, size: 14 };
  worksheet.addRow([]);
}

// Runs after the rows: a total below the amount column, as a live Excel formula.
async function addTotal({ worksheet }: GridExceljsProcessInput) {
  const lastRow = worksheet.rowCount;
  worksheet.addRow([]);
  const total = worksheet.addRow(['Total', '', '', '', { formula: `SUM(E4:E${lastRow})` }]);
  total.font = { bold: true };
}

export default function ExcelTitleAndTotal() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={invoices}
        columns={invoiceColumns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
            excelOptions: { fileName: 'open-invoices', exceljsPreProcess: addTitle, exceljsPostProcess: addTotal },
          },
        }}
        aria-label="Invoices exported to Excel with a title and a total"
      />
    </div>
  );
}
