import CircularProgress, { CircularProgressProps } from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

const stages: { name: string; detail: string; color: CircularProgressProps['color'] }[] = [
  { name: 'Building image', detail: 'web-frontend:2.14.0', color: 'primary' },
  { name: 'Running database migration', detail: '3 of 7 steps', color: 'secondary' },
  { name: 'Warming caches', detail: 'eu-west and us-east', color: 'success' },
  { name: 'Rolling back canary', detail: 'error rate above 2 %', color: 'error' },
];

export default function DeployStageColors() {
  return (
    <List sx={{ maxWidth: 420 }}>
      {stages.map((stage) => (
        <ListItem key={stage.name}>
          <ListItemIcon>
            <CircularProgress size={24} color={stage.color} aria-label={stage.name} />
          </ListItemIcon>
          <ListItemText primary={stage.name} secondary={stage.detail} />
        </ListItem>
      ))}
    </List>
  );
}
