import { DataGridPremium } from '@mui/x-data-grid-premium';
import { staff, staffColumns } from './staff';

export default function FooterWording() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={staff}
        columns={staffColumns}
        localeText={{
          aggregationFunctionLabelSum: 'payroll',
          aggregationFunctionLabelAvg: 'mean',
          aggregationFunctionLabelMin: 'earliest',
        }}
        initialState={{ aggregation: { model: { salary: 'sum', rating: 'avg', startDate: 'min' } } }}
        aria-label="Employees with reworded aggregation labels"
      />
    </div>
  );
}
