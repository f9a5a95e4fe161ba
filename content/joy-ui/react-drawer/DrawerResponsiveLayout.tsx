import * as React from 'react';
import Box from '@mui/joy/Box';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Menu from '@mui/icons-material/Menu';

const pages = ['Overview', 'Invoices', 'Clients', 'Expenses', 'Settings'];

function Navigation({ current, onSelect }: { current: string; onSelect: (page: string) => void }) {
  return (
    <List component="nav" aria-label="Main" size="sm" sx={{ p: 1 }}>
      {pages.map((page) => (
        <ListItem key={page}>
          <ListItemButton
            selected={page === current}
            aria-current={page === current ? 'page' : undefined}
            onClick={() => onSelect(page)}
          >
            {page}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

export default function DrawerResponsiveLayout() {
  const [open, setOpen] = React.useState(false);
  const [page, setPage] = React.useState('Invoices');
  const select = (next: string) => {
    setPage(next);
    setOpen(false);
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '200px 1fr' }, minHeight: 340 }}>
      {/* From md up: a permanent sidebar. */}
      <Sheet
        variant="soft"
        sx={{ display: { xs: 'none', md: 'block' }, borderRight: '1px solid', borderColor: 'divider' }}
      >
        <Typography level="title-md" sx={{ p: 2 }}>
          Ledgerly
        </Typography>
        <Navigation current={page} onSelect={select} />
      </Sheet>
      <Box component="main">
        <Sheet
          component="header"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 1.5,
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          {/* Below md: the same navigation in a drawer, opened from the header. */}
          <IconButton
            aria-label="Open navigation"
            variant="outlined"
            color="neutral"
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <Menu />
          </IconButton>
          <Typography level="title-lg" component="p">
            {page}
          </Typography>
        </Sheet>
        <Typography level="body-sm" sx={{ p: 2 }}>
          Resize the window: under 900 px the sidebar moves into a drawer behind the menu button.
        </Typography>
      </Box>
      {/* disablePortal renders the drawer inside this layout instead of at the end of <body>. */}
      <Drawer open={open} onClose={() => setOpen(false)} size="sm" disablePortal>
        <ModalClose />
        <DialogTitle>Ledgerly</DialogTitle>
        <Navigation current={page} onSelect={select} />
      </Drawer>
    </Box>
  );
}
