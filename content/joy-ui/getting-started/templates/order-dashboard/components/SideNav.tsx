import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ShopLogo from './ShopLogo';
import { visuallyHidden } from '../utils/visuallyHidden';
import { footerNav, mainNav, type NavEntry } from '../data/navigation';

interface NavLinksProps {
  entries: NavEntry[];
  current: string;
  onNavigate: (id: string) => void;
}

/** Buttons that switch the open section: the template has no routes to link to. */
function NavLinks({ entries, current, onNavigate }: NavLinksProps) {
  return (
    <List size="sm" sx={(theme) => ({ '--ListItem-radius': theme.vars.radius.sm, '--List-gap': '2px' })}>
      {entries.map(({ id, label, icon: Icon, count }) => {
        const selected = id === current;
        return (
          <ListItem key={id}>
            <ListItemButton selected={selected} aria-current={selected ? 'page' : undefined} onClick={() => onNavigate(id)}>
              <ListItemDecorator>
                <Icon />
              </ListItemDecorator>
              <ListItemContent>{label}</ListItemContent>
              {count !== undefined && (
                <Chip size="sm" variant={selected ? 'solid' : 'soft'} color="primary">
                  {count}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    to pack
                  </Box>
                </Chip>
              )}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

export interface SideNavProps {
  /** The id of the open section, marked with `aria-current`. */
  current: string;
  onNavigate: (id: string) => void;
}

/**
 * The navigation column: logo, the shop's sections, settings and the signed-in account. The same
 * content fills the permanent column on wide screens and the drawer on small ones.
 */
export default function SideNav({ current, onNavigate }: SideNavProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, height: '100%', p: 2 }}>
      <ShopLogo />
      <Box component="nav" aria-label="Shop sections" sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', minHeight: 0, overflowY: 'auto' }}>
        <NavLinks entries={mainNav} current={current} onNavigate={onNavigate} />
        <NavLinks entries={footerNav} current={current} onNavigate={onNavigate} />
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar size="sm" color="primary" variant="soft">
          EL
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography level="title-sm" noWrap>
            Elin Lloyd
          </Typography>
          <Typography level="body-xs" noWrap>
            elin@saltmarsh.example
          </Typography>
        </Box>
        <IconButton size="sm" variant="plain" color="neutral" aria-label="Sign out">
          <LogoutRounded />
        </IconButton>
      </Box>
    </Box>
  );
}
