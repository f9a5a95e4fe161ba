import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';

const menu = [
  { section: 'Starters', dishes: ['Lentil soup', 'Grilled halloumi'] },
  { section: 'Mains', dishes: ['Mushroom risotto', 'Sea bass, fennel salad', 'Lamb tagine'] },
  { section: 'Desserts', dishes: ['Orange polenta cake'] },
];

export default function ListNested() {
  return (
    <List aria-label="Dinner menu" variant="outlined" size="sm" sx={{ maxWidth: 280, borderRadius: 'sm' }}>
      {menu.map((group) => (
        <ListItem nested key={group.section}>
          <ListSubheader>{group.section}</ListSubheader>
          <List>
            {group.dishes.map((dish) => (
              <ListItem key={dish}>
                <ListItemButton>{dish}</ListItemButton>
              </ListItem>
            ))}
          </List>
        </ListItem>
      ))}
    </List>
  );
}
