import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import SnoozeIcon from '@mui/icons-material/Snooze';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';

const actions = [
  { label: 'Archive', icon: <ArchiveOutlinedIcon /> },
  { label: 'Delete', icon: <DeleteOutlineIcon /> },
  { label: 'Mark as unread', icon: <MarkEmailUnreadOutlinedIcon /> },
  { label: 'Snooze until tomorrow', icon: <SnoozeIcon /> },
];

export default function InboxToolbarTooltips() {
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Message actions"
      sx={{ display: 'inline-flex', gap: 0.5, p: 0.5 }}
    >
      {actions.map((action) => (
        // The string title also becomes the button's aria-label.
        <Tooltip key={action.label} title={action.label}>
          <IconButton>{action.icon}</IconButton>
        </Tooltip>
      ))}
    </Paper>
  );
}
