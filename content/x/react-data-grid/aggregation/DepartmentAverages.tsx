import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden } from '@mui/x-data-grid-premium';
import { staff, staffColumns } from './staff';

export default function DepartmentAverages() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['department'] },
      aggregation: { model: { salary: 'avg', rating: 'avg', remote: 'sizeTrue' } },
    },
  });

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={staff}
        columns={staffColumns}
        initialState={initialState}
        aria-label="Average salary and rating per department"
      />
    </div>
  );
}
