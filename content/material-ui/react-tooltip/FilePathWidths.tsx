import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const path = '/srv/backups/2025/05/nightly/postgres/orders-db/base-backup-2025-05-14T02-00-00Z.tar.zst';

export default function FilePathWidths() {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Tooltip title={path}>
        <Chip label="Default width" />
      </Tooltip>
      <Tooltip title={path} slotProps={{ tooltip: { sx: { maxWidth: 480 } } }}>
        <Chip label="Wider (480px)" />
      </Tooltip>
      <Tooltip title={path} slotProps={{ tooltip: { sx: { maxWidth: 'none', fontFamily: 'monospace' } } }}>
        <Chip label="One line" />
      </Tooltip>
    </Stack>
  );
}
