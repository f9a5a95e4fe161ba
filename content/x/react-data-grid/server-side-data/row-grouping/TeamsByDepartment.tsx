import * as React from 'react';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden } from '@mui/x-data-grid-premium';
import { createStaffDataSource, staffColumns } from './staffServer';

export default function TeamsByDepartment() {
  const apiRef = useGridApiRef();
  const dataSource = React.useMemo(() => createStaffDataSource(), []);
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['department', 'role'] } },
  });

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        columns={staffColumns}
        dataSource={dataSource}
        initialState={initialState}
        aria-label="Company directory grouped by department and role on the server"
      />
    </div>
  );
}
