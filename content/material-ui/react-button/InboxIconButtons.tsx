import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function InboxIconButtons() {
  return (
    <Stack direction="row" spacing={0.5} role="toolbar" aria-label="Selected message">
      <Tooltip title="Archive">
        <IconButton aria-label="Archive">
          <ArchiveIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Mark as unread">
        <IconButton aria-label="Mark as unread" color="primary">
          <MarkEmailUnreadIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton aria-label="Delete" color="error" size="small">
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
