import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import SyncAltRounded from '@mui/icons-material/SyncAltRounded';
import WrenfieldLogo from './WrenfieldLogo';
import { initials } from '../utils/format';

export interface TopBarProps {
  navOpen: boolean;
  onOpenNav: () => void;
  name: { firstName: string; lastName: string };
  /** Opens the rota, this week's shifts. */
  onOpenRota: () => void;
}

/**
 * The sticky `header`: below `md` the menu button and the logo; on every width a button that opens
 * this week's rota, the notifications button and the account menu.
 */
export default function TopBar({ navOpen, onOpenNav, name, onOpenRota }: TopBarProps) {
  const fullName = `${name.firstName} ${name.lastName}`.trim();
  const menuId = React.useId();
  const [menuOpen, setMenuOpen] = React.useState(false);
  return (
    <Sheet
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1.5, sm: 3 },
        py: 1.25,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <IconButton
        variant="outlined"
        color="neutral"
        size="sm"
        aria-label="Open navigation"
        aria-expanded={navOpen}
        onClick={onOpenNav}
        sx={{ display: { md: 'none' } }}
      >
        <MenuRounded />
      </IconButton>
      <Box sx={{ display: { xs: 'flex', md: 'none' }, ml: 0.5 }}>
        <WrenfieldLogo />
      </Box>
      <Box sx={{ flex: 1 }} />
      <Button
        onClick={onOpenRota}
        size="sm"
        variant="plain"
        color="neutral"
        startDecorator={<CalendarMonthRounded />}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        My shifts this week
      </Button>
      <IconButton size="sm" variant="plain" color="neutral" aria-label="Notifications, 4 new">
        <Badge badgeContent={4} size="sm" color="danger" badgeInset="-3px">
          <NotificationsNoneRounded />
        </Badge>
      </IconButton>
      <Dropdown open={menuOpen} onOpenChange={(_, isOpen) => setMenuOpen(isOpen)}>
        <MenuButton
          // Joy's menu is only in the page while open: point the button at it only then.
          aria-controls={menuOpen ? menuId : undefined}
          slots={{ root: IconButton }}
          // The name begins with the initials shown, so a voice-control user can say what they see.
          slotProps={{ root: { variant: 'plain', color: 'neutral', size: 'sm', 'aria-label': `${initials(name.firstName, name.lastName)}: account menu for ${fullName || 'you'}` } }}
          sx={{ borderRadius: '50%', p: 0.25 }}
        >
          {/* A span: the menu button may only hold phrasing content. */}
          <Avatar component="span" size="sm" variant="soft" color="primary">
            {initials(name.firstName, name.lastName)}
          </Avatar>
        </MenuButton>
        <Menu id={menuId} placement="bottom-end" size="sm" sx={{ minWidth: 220, zIndex: 1200 }}>
          {/* Actions to connect to your app: in this template they only close the menu. */}
          <MenuItem>
            <ListItemDecorator>
              <SyncAltRounded />
            </ListItemDecorator>
            Switch clinic
          </MenuItem>
          <ListDivider />
          <MenuItem>
            <ListItemDecorator>
              <LogoutRounded />
            </ListItemDecorator>
            Sign out
          </MenuItem>
        </Menu>
      </Dropdown>
    </Sheet>
  );
}
