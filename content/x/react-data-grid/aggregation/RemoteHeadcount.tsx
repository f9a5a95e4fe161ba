import { DataGridPremium } from '@mui/x-data-grid-premium';
import { staff, staffColumns } from './staff';

export default function RemoteHeadcount() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={staff}
        columns={staffColumns}
        initialState={{
          rowGrouping: { model: ['country'] },
          // sizeTrue counts the ticked cells of a boolean column, sizeFalse the others, size every row.
          aggregation: { model: { remote: 'sizeTrue', firstName: 'size' } },
        }}
        aria-label="Remote workers per country"
      />
    </div>
  );
}
