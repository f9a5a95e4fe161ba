import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const notices = [
  { title: 'Invoice #2041 paid', body: 'Lumen Studio paid €1,250.00 by bank transfer.' },
  { title: 'New comment', body: 'Priya replied to “Q3 roadmap draft”.' },
  { title: 'Backup finished', body: 'All 3 projects were backed up at 02:00.' },
];

export default function NotificationColumn() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      {notices.map((notice) => (
        <Paper key={notice.title} variant="outlined" sx={{ p: 2 }}>
          <Typography component="p" variant="subtitle2">
            {notice.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {notice.body}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
