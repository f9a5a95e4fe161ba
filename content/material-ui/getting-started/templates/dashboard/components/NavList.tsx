import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { currentHref, type NavItem } from '../data/navigation';
import { visuallyHidden } from '../utils/visuallyHidden';

interface NavListProps {
  items: NavItem[];
  /** Icons only: labels stay in the accessibility tree and appear as tooltips. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

export default function NavList({ items, collapsed = false, onNavigate }: NavListProps) {
  return (
    <List dense disablePadding sx={{ display: 'grid', gap: 0.5 }}>
      {items.map(({ label, icon: Icon, href, count }) => {
        const current = href === currentHref;
        const button = (
          <ListItemButton
            component="a"
            href={href}
            selected={current}
            aria-current={current ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ minHeight: 40, px: 1.25, justifyContent: collapsed ? 'center' : 'flex-start' }}
          >
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: current ? 'inherit' : 'text.secondary' }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={label}
              slotProps={{ primary: { sx: { fontWeight: current ? 600 : 500 } } }}
              sx={collapsed ? visuallyHidden : undefined}
            />
            {count !== undefined && !collapsed && (
              <ListItemText
                primary={count.toLocaleString('en-GB')}
                slotProps={{ primary: { variant: 'caption', sx: { color: 'text.secondary', fontWeight: 600 } } }}
                sx={{ flex: 'none', ml: 1 }}
              />
            )}
          </ListItemButton>
        );
        return (
          <ListItem key={href} disablePadding>
            {collapsed ? (
              <Tooltip title={label} placement="right" describeChild>
                {button}
              </Tooltip>
            ) : (
              button
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
