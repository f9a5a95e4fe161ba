import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import PodcastsIcon from '@mui/icons-material/Podcasts';

const sections = ['Discover', 'Subscriptions', 'Downloads', 'Charts'];

export default function ResponsiveAppBar() {
  const [menuAnchor, setMenuAnchor] = React.useState<HTMLElement | null>(null);
  const phoneMenuShown = menuAnchor !== null;
  const [current, setCurrent] = React.useState(sections[0]);
  const menuId = React.useId();

  const choose = (section: string) => {
    setCurrent(section);
    setMenuAnchor(null);
  };

  return (
    <AppBar position="static" color="secondary">
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label="Open podcast sections"
          aria-haspopup="menu"
          aria-controls={phoneMenuShown ? menuId : undefined}
          aria-expanded={phoneMenuShown}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <PodcastsIcon aria-hidden />
        <Typography variant="h6" component="div" sx={{ mr: 2 }}>
          Earshot
        </Typography>
        <Stack direction="row" component="nav" aria-label="Podcast sections" sx={{ display: { xs: 'none', md: 'flex' } }}>
          {sections.map((section) => (
            <Button
              key={section}
              color="inherit"
              aria-current={section === current ? 'page' : undefined}
              onClick={() => choose(section)}
              sx={{ '&[aria-current]': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
            >
              {section}
            </Button>
          ))}
        </Stack>
      </Toolbar>
      <Menu id={menuId} open={phoneMenuShown} anchorEl={menuAnchor} onClose={() => setMenuAnchor(null)}>
        {sections.map((section) => (
          <MenuItem key={section} selected={section === current} onClick={() => choose(section)}>
            {section}
          </MenuItem>
        ))}
      </Menu>
    </AppBar>
  );
}
