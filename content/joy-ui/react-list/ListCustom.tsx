import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Dashboard from '@mui/icons-material/Dashboard';
import Insights from '@mui/icons-material/Insights';
import People from '@mui/icons-material/People';
import Settings from '@mui/icons-material/Settings';

const entries = [
  { label: 'Overview', icon: <Dashboard /> },
  { label: 'Reports', icon: <Insights /> },
  { label: 'Customers', icon: <People /> },
  { label: 'Settings', icon: <Settings /> },
];

export default function ListCustom() {
  return (
    <List
      aria-label="Dashboard"
      variant="soft"
      sx={{
        maxWidth: 240,
        '--List-radius': '16px',
        '--List-padding': '8px',
        '--List-gap': '4px',
        '--ListItem-radius': '10px',
        '--ListItem-minHeight': '44px',
        '--ListItemDecorator-size': '36px',
      }}
    >
      {entries.map((entry, index) => (
        <ListItem key={entry.label}>
          <ListItemButton selected={index === 0} variant={index === 0 ? 'solid' : 'plain'} color={index === 0 ? 'primary' : 'neutral'}>
            <ListItemDecorator>{entry.icon}</ListItemDecorator>
            {entry.label}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
