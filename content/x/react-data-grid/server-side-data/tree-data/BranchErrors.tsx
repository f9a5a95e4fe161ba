import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  GridGetRowsError,
  useGridApiRef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridUpdateRowError,
} from '@mui/x-data-grid-pro';
import * as React from 'react';
import { failLater, respondLater } from '../fakeServer';
import { holdingColumns, queryHolding, type OrgNode } from './holding';

export default function BranchErrors() {
  const apiRef = useGridApiRef();
  const [failedPath, setFailedPath] = React.useState<string[] | null>(null);

  const dataSource = React.useMemo<GridDataSource>(() => {
    // Each company's branch fails the first time it is opened; the second attempt works.
    const attempted = new Set<string>();
    return {
      getRows: (params) => {
        const [company, ...rest] = params.groupKeys ?? [];
        if (company && rest.length === 0 && !attempted.has(company)) {
          attempted.add(company);
          return failLater(`The ${company} directory did not answer.`);
        }
        return respondLater(queryHolding(params));
      },
      getGroupKey: (row) => (row as OrgNode).name,
      getChildrenCount: (row) => (row as OrgNode).childCount,
    };
  }, []);

  const handleError = React.useCallback((error: GridGetRowsError<GridGetRowsParams> | GridUpdateRowError) => {
    if (error instanceof GridGetRowsError) setFailedPath(error.params.groupKeys ?? []);
  }, []);

  const retry = () => {
    if (!failedPath) return;
    // Row ids of this server are their paths joined with "/".
    apiRef.current?.dataSource.fetchRows(failedPath.join('/'));
    setFailedPath(null);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Alert
        severity={failedPath ? 'error' : 'info'}
        sx={{ mb: 1 }}
        action={
          failedPath && (
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          )
        }
      >
        {failedPath ? `${failedPath.join(' › ')} could not be opened.` : 'Open a company: the first attempt fails.'}
      </Alert>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          dataSource={dataSource}
          columns={holdingColumns}
          groupingColDef={{ headerName: 'Company or person', width: 280 }}
          onDataSourceError={handleError}
          aria-label="Holding whose branches may fail to load"
        />
      </Box>
    </Box>
  );
}
