import { DataGridPremium } from '@mui/x-data-grid-premium';
import { staff, staffColumns } from './staff';

export default function PayrollTotals() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={staff}
        columns={staffColumns}
        initialState={{ aggregation: { model: { salary: 'sum', rating: 'avg', startDate: 'min' } } }}
        aria-label="Payroll with totals in the footer"
      />
    </div>
  );
}
