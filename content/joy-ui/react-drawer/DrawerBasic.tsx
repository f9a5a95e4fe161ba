import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ModalClose from '@mui/joy/ModalClose';
import Menu from '@mui/icons-material/Menu';

const sections = ['Dashboard', 'Orders', 'Customers', 'Products', 'Reports'];

export default function DrawerBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="outlined" color="neutral" startDecorator={<Menu />} onClick={() => setOpen(true)}>
        Menu
      </Button>
      {/* Escape, a click on the backdrop or the close button call onClose. */}
      <Drawer open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Storefront admin</DialogTitle>
        <ModalClose />
        <List component="nav" aria-label="Admin sections" sx={{ px: 1 }}>
          {sections.map((section) => (
            <ListItem key={section}>
              <ListItemButton onClick={() => setOpen(false)}>{section}</ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </>
  );
}
