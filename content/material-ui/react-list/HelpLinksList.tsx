import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import * as React from 'react';

const articles = [
  { title: 'Install the packages', href: '/material-ui/getting-started/installation/' },
  { title: 'Render your first component', href: '/material-ui/getting-started/usage/' },
  { title: 'Switch to dark mode', href: '/material-ui/customization/dark-mode/' },
  { title: 'Frequently asked questions', href: '/material-ui/getting-started/faq/' },
];

export default function HelpLinksList() {
  const headingId = React.useId();
  return (
    // The <nav> wraps the list: a <ul> of <li> rows stays a valid list inside it.
    <Box component="nav" aria-labelledby={headingId} sx={{ width: '100%', maxWidth: 340 }}>
      <List subheader={<ListSubheader id={headingId}>Getting started</ListSubheader>} sx={{ bgcolor: 'background.paper' }}>
        {articles.map((article) => (
          <ListItem key={article.title} disablePadding>
            <ListItemButton component="a" href={article.href}>
              <ListItemText primary={article.title} slotProps={{ primary: { color: 'primary' } }} />
              <ChevronRightIcon fontSize="small" aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
