import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Tooltip from '@mui/joy/Tooltip';
import KeyboardDoubleArrowLeftRounded from '@mui/icons-material/KeyboardDoubleArrowLeftRounded';
import KeyboardDoubleArrowRightRounded from '@mui/icons-material/KeyboardDoubleArrowRightRounded';
import { sections, settingsLink, type NavLink } from '../data/navigation';
import { visuallyHidden } from '../utils/visuallyHidden';

interface NavItemProps {
  link: NavLink;
  collapsed: boolean;
  current: string;
  onNavigate: (id: string) => void;
}

/** A button that switches the open section: the template has no routes to link to. */
function NavItem({ link, collapsed, current, onNavigate }: NavItemProps) {
  const { id, label, icon: Icon } = link;
  const selected = id === current;
  const button = (
    <ListItemButton
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={() => onNavigate(id)}
      sx={collapsed ? { justifyContent: 'center', px: 0 } : undefined}
    >
      <ListItemDecorator sx={collapsed ? { minInlineSize: 0 } : undefined}>
        <Icon />
      </ListItemDecorator>
      {/* Collapsed, the label stays for screen readers and the tooltip shows it on hover and focus. */}
      <ListItemContent sx={collapsed ? visuallyHidden : undefined}>{label}</ListItemContent>
    </ListItemButton>
  );
  return (
    <ListItem>
      {collapsed ? (
        <Tooltip title={label} placement="right" variant="solid">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}

export interface SideNavProps {
  /** The id of the open section, marked with `aria-current`. */
  current: string;
  onNavigate: (id: string) => void;
  /** Icons only, each label in a tooltip: the rail of wide screens. */
  collapsed?: boolean;
  /** Shows the collapse button (the permanent column has it, the phone drawer does not). */
  onToggleCollapsed?: () => void;
}

/** The intranet's sections, settings, and on wide screens a button that folds the column into a rail. */
export default function SideNav({ current, onNavigate, collapsed = false, onToggleCollapsed }: SideNavProps) {
  const listSx = { '--List-gap': '4px', '--ListItem-radius': '8px' } as const;
  return (
    <Box
      component="nav"
      aria-label="Intranet"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%', p: collapsed ? 1 : 1.5 }}
    >
      <List size="sm" sx={listSx}>
        {sections.map((link) => (
          <NavItem key={link.id} link={link} collapsed={collapsed} current={current} onNavigate={onNavigate} />
        ))}
      </List>
      <Box sx={{ mt: 'auto', display: 'flex', flexDirection: 'column', gap: 1 }}>
        <List size="sm" sx={listSx}>
          <NavItem link={settingsLink} collapsed={collapsed} current={current} onNavigate={onNavigate} />
        </List>
        {onToggleCollapsed && (
          <IconButton
            size="sm"
            variant="outlined"
            color="neutral"
            aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
            onClick={onToggleCollapsed}
            sx={{ alignSelf: collapsed ? 'center' : 'flex-end' }}
          >
            {collapsed ? <KeyboardDoubleArrowRightRounded /> : <KeyboardDoubleArrowLeftRounded />}
          </IconButton>
        )}
      </Box>
    </Box>
  );
}
