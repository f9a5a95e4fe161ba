import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const path = '/srv/backups/2025/05/nightly/postgres/orders-db/base-backup-2025-05-14T02-00-00Z.tar.zst';

// The buttons have their own names, so the path describes them (describeChild).
export default function FilePathWidths() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Tooltip title={path} describeChild>
        <Button variant="outlined">Default width</Button>
      </Tooltip>
      <Tooltip title={path} describeChild slotProps={{ tooltip: { sx: { maxWidth: 480 } } }}>
        <Button variant="outlined">Wider (480px)</Button>
      </Tooltip>
      <Tooltip
        title={path}
        describeChild
        slotProps={{ tooltip: { sx: { maxWidth: 'none', fontFamily: 'monospace' } } }}
      >
        <Button variant="outlined">One line</Button>
      </Tooltip>
    </Stack>
  );
}
