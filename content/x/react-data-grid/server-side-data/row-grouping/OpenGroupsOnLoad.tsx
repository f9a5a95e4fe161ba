import * as React from 'react';
import { DataGridPremium, type GridGroupNode } from '@mui/x-data-grid-premium';
import { createStaffDataSource, staffColumns } from './staffServer';

// The server builds group ids from the path ("group/Engineering/Design lead"), so one prefix
// test opens the Engineering department and every role inside it as soon as they arrive.
const openEngineering = (node: GridGroupNode) => String(node.id).startsWith('group/Engineering');

export default function OpenGroupsOnLoad() {
  const dataSource = React.useMemo(() => createStaffDataSource(), []);

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        columns={staffColumns}
        dataSource={dataSource}
        isGroupExpandedByDefault={openEngineering}
        initialState={{
          rowGrouping: { model: ['department', 'role'] },
          columns: { columnVisibilityModel: { department: false, role: false } },
        }}
        aria-label="Directory with the Engineering department opened on load"
      />
    </div>
  );
}
