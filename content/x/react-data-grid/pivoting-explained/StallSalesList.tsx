import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { stallColumns, stallSales } from './stallSales';

// The grand totals every pivot on this page must add up to, computed from the lines themselves.
const totalCrates = stallSales.reduce((sum, sale) => sum + sale.crates, 0);
const totalRevenue = stallSales.reduce((sum, sale) => sum + sale.revenue, 0);

export default function StallSalesList() {
  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {stallSales.length} lines · {totalCrates} crates · €{totalRevenue.toLocaleString('en-US')} in all
      </Typography>
      <div style={{ height: 430 }}>
        <DataGridPremium
          rows={stallSales}
          columns={stallColumns}
          // Sorted by product, so the lines a pivot row will add up sit together.
          initialState={{ sorting: { sortModel: [{ field: 'product', sort: 'asc' }] } }}
          hideFooter
          aria-label="Stall sales, one line per product, market and month"
        />
      </div>
    </div>
  );
}
