import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import * as React from 'react';

const articles = [
  { title: 'Change your billing address', href: '#billing-address' },
  { title: 'Export invoices as CSV', href: '#export-invoices' },
  { title: 'Status page', href: 'https://status.example.com', external: true },
];

export default function HelpLinksList() {
  const headingId = React.useId();
  return (
    <List
      component="nav"
      aria-labelledby={headingId}
      subheader={<ListSubheader id={headingId}>Billing help</ListSubheader>}
      sx={{ width: '100%', maxWidth: 340, bgcolor: 'background.paper' }}
    >
      {articles.map((article) => (
        <ListItem key={article.title} disablePadding>
          <ListItemButton
            component="a"
            href={article.href}
            {...(article.external && { target: '_blank', rel: 'noopener noreferrer' })}
          >
            <ListItemText primary={article.title} slotProps={{ primary: { color: 'primary' } }} />
            {article.external && <OpenInNewIcon fontSize="small" titleAccess="opens in a new tab" />}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
