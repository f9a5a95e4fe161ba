import Badge from '@mui/joy/Badge';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const pipelines = [
  { name: 'Build', count: 3, color: 'primary', meaning: 'running' },
  { name: 'Tests', count: 128, color: 'success', meaning: 'passed' },
  { name: 'Lint', count: 7, color: 'warning', meaning: 'warnings' },
  { name: 'Deploy', count: 1, color: 'danger', meaning: 'failed' },
  { name: 'Docs', count: 0, color: 'neutral', meaning: 'queued' },
] as const;

export default function BadgeColors() {
  return (
    <List aria-label="Pipeline status" sx={{ maxWidth: 260, '--ListItem-paddingY': '10px' }}>
      {pipelines.map((step) => (
        <ListItem key={step.name} sx={{ justifyContent: 'space-between' }}>
          <Typography level="body-sm">
            {step.name} ({step.meaning})
          </Typography>
          <Badge
            badgeContent={step.count}
            color={step.color}
            showZero
            sx={{ '--Badge-ringSize': '0px' }}
            slotProps={{ badge: { sx: { position: 'static', transform: 'none' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
