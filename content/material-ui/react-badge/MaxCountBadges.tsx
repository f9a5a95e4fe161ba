import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const counts = [
  { label: 'Inbox: 86', count: 86, max: undefined, icon: <InboxOutlinedIcon /> },
  { label: 'Forum: 134 (default max 99)', count: 134, max: undefined, icon: <ForumOutlinedIcon /> },
  { label: 'Stars: 1,520 (max 999)', count: 1520, max: 999, icon: <StarBorderIcon /> },
];

export default function MaxCountBadges() {
  return (
    <Stack direction="row" spacing={6} sx={{ pt: 1 }}>
      {counts.map((item) => (
        <Stack key={item.label} spacing={1} sx={{ alignItems: 'center' }}>
          <Badge badgeContent={item.count} max={item.max} color="primary">
            {item.icon}
          </Badge>
          <Typography variant="caption">{item.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
