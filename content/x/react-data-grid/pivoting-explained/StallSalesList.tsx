import { DataGridPremium } from '@mui/x-data-grid-premium';
import { stallColumns, stallSales } from './stallSales';

export default function StallSalesList() {
  return (
    <div style={{ height: 430, width: '100%' }}>
      <DataGridPremium rows={stallSales} columns={stallColumns} hideFooter aria-label="Stall sales, one line per sale" />
    </div>
  );
}
