import * as React from 'react';
import { DataGridPremium, gridRowNodeSelector, type GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(80, 5);

const columns: GridColDef<Employee>[] = [
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'role', headerName: 'Role', width: 210 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function OneGroupOpenAtATime() {
  const apiRef = useGridApiRef();

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    return api.subscribeEvent('rowExpansionChange', (node) => {
      if (node.type !== 'group' || !node.childrenExpanded) return;
      // Close the siblings of the group that just opened, like an accordion.
      const parent = node.parent == null ? null : gridRowNodeSelector(apiRef, node.parent);
      if (parent?.type !== 'group') return;
      for (const siblingId of parent.children) {
        const sibling = gridRowNodeSelector(apiRef, siblingId);
        if (siblingId !== node.id && sibling?.type === 'group' && sibling.childrenExpanded) {
          api.setRowChildrenExpansion(siblingId, false);
        }
      }
    });
  }, [apiRef]);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['department'] } }}
        aria-label="Staff by department, one department open at a time"
      />
    </div>
  );
}
