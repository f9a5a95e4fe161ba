import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Home from '@mui/icons-material/Home';

const sections = ['Products', 'Pricing', 'Customers'];

export default function ListHorizontal() {
  const [current, setCurrent] = React.useState('Home');
  const itemProps = (name: string) => ({
    selected: current === name,
    'aria-current': current === name ? ('page' as const) : undefined,
    onClick: () => setCurrent(name),
  });
  return (
    <nav aria-label="Site sections">
      <List orientation="horizontal" wrap variant="outlined" sx={{ '--List-radius': '8px', '--List-padding': '4px', flexGrow: 0 }}>
        <ListItem>
          <ListItemButton {...itemProps('Home')}>
            <ListItemDecorator>
              <Home />
            </ListItemDecorator>
            Home
          </ListItemButton>
        </ListItem>
        <ListDivider aria-hidden />
        {sections.map((section) => (
          <ListItem key={section}>
            <ListItemButton {...itemProps(section)}>{section}</ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
