import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { NavItem } from '../data/navigation';
import { visuallyHidden } from '../utils/visuallyHidden';

interface NavListProps {
  items: NavItem[];
  /** The id of the open section, marked with `aria-current`. */
  current: string;
  onNavigate: (id: string) => void;
  /** Icons only: labels stay in the accessibility tree and appear as tooltips. */
  collapsed?: boolean;
}

/**
 * The section entries, as buttons that switch the open section (the template has no routes to link
 * to). With a router, pass its link component to `ListItemButton` through `component` instead.
 */
export default function NavList({ items, current, onNavigate, collapsed = false }: NavListProps) {
  return (
    <List dense disablePadding sx={{ display: 'grid', gap: 0.5 }}>
      {items.map(({ id, label, icon: Icon, count }) => {
        const selected = id === current;
        const button = (
          <ListItemButton
            selected={selected}
            aria-current={selected ? 'page' : undefined}
            onClick={() => onNavigate(id)}
            sx={{ minHeight: 40, px: 1.25, justifyContent: collapsed ? 'center' : 'flex-start' }}
          >
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: selected ? 'inherit' : 'text.secondary' }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={label}
              slotProps={{ primary: { sx: { fontWeight: selected ? 600 : 500 } } }}
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
          <ListItem key={id} disablePadding>
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
