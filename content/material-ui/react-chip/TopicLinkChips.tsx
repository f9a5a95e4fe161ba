import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const topics = ['accessibility', 'performance', 'design-systems', 'testing'];

export default function TopicLinkChips() {
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Filed under
      </Typography>
      <Stack direction="row" spacing={1} component="nav" aria-label="Article topics">
        {topics.map((topic) => (
          <Chip key={topic} label={`#${topic}`} component="a" href={`#topic-${topic}`} clickable size="small" />
        ))}
      </Stack>
    </Stack>
  );
}
