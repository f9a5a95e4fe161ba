import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Info from '@mui/icons-material/Info';
import WarningAmber from '@mui/icons-material/WarningAmber';

const checks = [
  { text: 'Password is at least 12 characters', color: 'success', icon: <CheckCircle /> },
  { text: 'Two-factor sign-in is on', color: 'success', icon: <CheckCircle /> },
  { text: 'Recovery email not confirmed', color: 'warning', icon: <WarningAmber /> },
  { text: 'Password found in a known breach', color: 'danger', icon: <ErrorOutline /> },
  { text: 'Last sign-in: Berlin, 2 hours ago', color: 'primary', icon: <Info /> },
] as const;

export default function ListColors() {
  return (
    <List aria-label="Account security check" sx={{ maxWidth: 380, gap: 0.5 }}>
      {checks.map((check) => (
        <ListItem key={check.text} variant="soft" color={check.color} sx={{ borderRadius: 'sm' }}>
          <ListItemDecorator>{check.icon}</ListItemDecorator>
          {check.text}
        </ListItem>
      ))}
    </List>
  );
}
