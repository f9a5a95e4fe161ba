import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import StudioLogo from './StudioLogo';

export const TOP_BAR_HEIGHT = 60;

export interface TopBarProps {
  search: string;
  onSearchChange: (value: string) => void;
  navOpen: boolean;
  onOpenNav: () => void;
}

/**
 * The sticky `header` across the full width: the navigation button (below `md`), the logo, the
 * people search, notifications and the signed-in account.
 */
export default function TopBar({ search, onSearchChange, navOpen, onOpenNav }: TopBarProps) {
  return (
    <Sheet
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: TOP_BAR_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
        px: { xs: 1.5, md: 2 },
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
      <Box sx={{ width: { md: 216 }, flexShrink: 0 }}>
        <StudioLogo compact />
      </Box>
      <Box role="search" sx={{ flex: 1, minWidth: 0, maxWidth: 560 }}>
        <Input
          type="search"
          size="sm"
          placeholder="Name, role, skill or language"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          startDecorator={<SearchRounded />}
          endDecorator={
            search ? (
              <IconButton size="sm" variant="plain" color="neutral" aria-label="Clear search" onClick={() => onSearchChange('')}>
                <CloseRounded />
              </IconButton>
            ) : null
          }
          slotProps={{ input: { 'aria-label': 'Search people' } }}
        />
      </Box>
      <Box sx={{ flex: { xs: 'none', lg: 1 } }} />
      <IconButton variant="plain" color="neutral" size="sm" aria-label="Notifications, 3 new">
        <Badge badgeContent={3} size="sm" color="danger" badgeInset="-2px">
          <NotificationsNoneRounded />
        </Badge>
      </IconButton>
      <Avatar size="sm" variant="solid" color="primary" aria-hidden sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        RQ
      </Avatar>
    </Sheet>
  );
}
