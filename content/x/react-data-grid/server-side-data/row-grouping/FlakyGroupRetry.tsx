import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  GridGetRowsError,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { createStaffDataSource, staffColumns } from './staffServer';

export default function FlakyGroupRetry() {
  const apiRef = useGridApiRef();
  const [failed, setFailed] = React.useState<{ message: string; groupKeys: string[] } | null>(null);
  const dataSource = React.useMemo(() => {
    let supportAttempts = 0;
    return createStaffDataSource({
      // The first request for the Support department's people times out; later ones succeed.
      failWith: (params) => {
        if (params.groupKeys?.[0] !== 'Support') return null;
        supportAttempts += 1;
        return supportAttempts === 1 ? 'The Support directory did not answer in time.' : null;
      },
    });
  }, []);

  const handleError: DataGridPremiumProps['onDataSourceError'] = (error) => {
    // Failed edits arrive here too, as GridUpdateRowError; this grid only reads.
    if (error instanceof GridGetRowsError) {
      setFailed({ message: error.message, groupKeys: error.params.groupKeys ?? [] });
    }
  };

  const retry = () => {
    if (!failed) return;
    setFailed(null);
    apiRef.current?.dataSource.fetchRows(['group', ...failed.groupKeys].join('/'));
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {failed.message} ({failed.groupKeys.join(' › ')})
        </Alert>
      ) : (
        <Alert severity="info">Expand the Support department: its first request fails.</Alert>
      )}
      <div style={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={staffColumns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          initialState={{ rowGrouping: { model: ['department'] } }}
          aria-label="Directory by department, with a failing Support request"
        />
      </div>
    </Stack>
  );
}
