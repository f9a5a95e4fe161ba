import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import WrenfieldLogo from './WrenfieldLogo';
import { clinic, navGroups } from '../data/navigation';
import { initials } from '../utils/format';
import { visuallyHidden } from '../utils/visuallyHidden';

export interface SideNavProps {
  /** The saved name, so the account row follows a saved change. */
  name: { firstName: string; lastName: string };
  role: string;
  /** The id of the open section, marked with `aria-current`. */
  current: string;
  onNavigate: (id: string) => void;
}

/**
 * The navigation column: the logo, the clinic the person works at, the sections in two labelled
 * groups (buttons that switch the open section: the template has no routes to link to), and who is
 * signed in. The same content fills the fixed column and the drawer.
 */
export default function SideNav({ name, role, current, onNavigate }: SideNavProps) {
  // Unique per copy: the column and the drawer may both be in the page.
  const idPrefix = React.useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, height: '100%', p: 2 }}>
      <WrenfieldLogo />
      <Sheet variant="soft" color="primary" sx={{ borderRadius: 'md', p: 1.25, display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <StorefrontRounded />
        <Box sx={{ minWidth: 0 }}>
          <Typography level="title-sm" textColor="inherit" noWrap>
            {clinic.name}
          </Typography>
          <Typography level="body-xs" textColor="inherit" noWrap>
            {clinic.site} · {clinic.staff} staff
          </Typography>
        </Box>
      </Sheet>
      <Box component="nav" aria-label="Wrenfield sections" sx={{ flex: 1, minHeight: 0, overflowY: 'auto', mx: -1 }}>
        {navGroups.map((group) => (
          <Box key={group.title} sx={{ mb: 1.5 }}>
            <Typography
              id={`${idPrefix}-${group.title}`}
              level="body-xs"
              sx={{ px: 1.5, py: 0.75, fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase' }}
            >
              {group.title}
            </Typography>
            <List size="sm" aria-labelledby={`${idPrefix}-${group.title}`} sx={{ '--ListItem-radius': '8px', '--List-gap': '2px' }}>
              {group.links.map(({ id, label, icon: Icon, pending }) => {
                const selected = id === current;
                return (
                  <ListItem key={id}>
                    <ListItemButton selected={selected} aria-current={selected ? 'page' : undefined} onClick={() => onNavigate(id)}>
                      <ListItemDecorator>
                        <Icon />
                      </ListItemDecorator>
                      <ListItemContent>{label}</ListItemContent>
                      {pending !== undefined && (
                        <Chip size="sm" variant="solid" color="warning">
                          {pending}
                          <Box component="span" sx={visuallyHidden}>
                            {' '}
                            waiting
                          </Box>
                        </Chip>
                      )}
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, pt: 1.5, borderTop: '1px solid', borderColor: 'divider' }}>
        <Avatar size="sm" variant="solid" color="primary" aria-hidden>
          {initials(name.firstName, name.lastName)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography level="title-sm" noWrap>
            {name.firstName} {name.lastName}
          </Typography>
          <Typography level="body-xs" noWrap>
            {role || 'No role set'}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
