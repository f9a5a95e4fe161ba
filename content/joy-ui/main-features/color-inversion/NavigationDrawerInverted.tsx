import * as React from 'react';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';
import MenuRounded from '@mui/icons-material/MenuRounded';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';

const links = [
  { label: 'Treatments', icon: <SpaOutlined /> },
  { label: 'Book a visit', icon: <EventOutlined /> },
  { label: 'Gift vouchers', icon: <CardGiftcardOutlined /> },
];

export default function NavigationDrawerInverted() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" startDecorator={<MenuRounded />} onClick={() => setOpen(true)}>
        Menu
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        variant="solid"
        color="success"
        invertedColors
        slotProps={{ content: { sx: { bgcolor: 'success.800', p: 2 } } }}
      >
        <ModalClose />
        <Typography level="title-lg" component="h2" sx={{ mb: 2 }}>
          Willow Day Spa
        </Typography>
        <List component="nav" aria-label="Spa sections">
          {links.map((link) => (
            <ListItem key={link.label}>
              <ListItemButton onClick={() => setOpen(false)}>
                <ListItemDecorator>{link.icon}</ListItemDecorator>
                {link.label}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </React.Fragment>
  );
}
