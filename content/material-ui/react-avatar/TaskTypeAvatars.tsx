import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const tasks = [
  { title: 'Crash when uploading HEIC photos', type: 'Bug', icon: <BugReportOutlinedIcon />, color: 'error.main' },
  { title: 'Bulk edit for product prices', type: 'Feature', icon: <AutoAwesomeOutlinedIcon />, color: 'primary.main' },
  { title: 'Document the webhook retries', type: 'Docs', icon: <MenuBookOutlinedIcon />, color: 'success.main' },
];

export default function TaskTypeAvatars() {
  return (
    <Stack spacing={1.5}>
      {tasks.map((task) => (
        <Stack key={task.title} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: task.color, width: 32, height: 32 }} role="img" aria-label={task.type}>
            {task.icon}
          </Avatar>
          <Typography>{task.title}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
