import '@fontsource/material-icons';
import Icon from '@mui/material/Icon';
import IconFontClasses from './IconFontClasses';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

const steps = [
  { icon: 'shopping_bag', text: 'Order placed', detail: 'Monday 9:41' },
  { icon: 'inventory_2', text: 'Packed', detail: 'Tuesday 14:05' },
  { icon: 'local_shipping', text: 'On its way', detail: 'Wednesday 08:30' },
];

export default function FontIconLigatures() {
  return (
    <>
      <IconFontClasses />
      <List aria-label="Order history" sx={{ width: '100%', maxWidth: 320 }}>
        {steps.map((step) => (
          <ListItem key={step.text}>
            <ListItemIcon>
              <Icon color="primary">{step.icon}</Icon>
            </ListItemIcon>
            <ListItemText primary={step.text} secondary={step.detail} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
