import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuRounded from '@mui/icons-material/MenuRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import AccountMenu from './AccountMenu';
import NotificationsMenu from './NotificationsMenu';
import { MOBILE_NAV_ID } from './SideNav';

interface HeaderProps {
  /** The open section's name, the last crumb. */
  sectionLabel: string;
  search: string;
  onSearchChange: (value: string) => void;
  mobileNavOpen: boolean;
  onOpenMobileNav: () => void;
}

export default function Header({ sectionLabel, search, onSearchChange, mobileNavOpen, onOpenMobileNav }: HeaderProps) {
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 64 } }}>
        <IconButton
          edge="start"
          aria-label="Open navigation"
          // The drawer is only in the page while it is open.
          aria-controls={mobileNavOpen ? MOBILE_NAV_ID : undefined}
          aria-expanded={mobileNavOpen}
          onClick={onOpenMobileNav}
          sx={{ display: { md: 'none' } }}
        >
          <MenuRounded />
        </IconButton>
        <Breadcrumbs aria-label="Breadcrumb" sx={{ display: { xs: 'none', sm: 'block' }, flexShrink: 0 }}>
          <Link href="#" color="text.secondary" underline="hover" variant="body2">
            Operations
          </Link>
          <Typography variant="body2" aria-current="page" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {sectionLabel}
          </Typography>
        </Breadcrumbs>
        <Box role="search" sx={{ flex: 1, display: 'flex', justifyContent: { sm: 'flex-end' }, minWidth: 0 }}>
          <TextField
            size="small"
            type="search"
            placeholder="Search shipments"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            sx={{ width: '100%', maxWidth: 340 }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search shipments by ID, customer, city or carrier' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <NotificationsMenu />
          <AccountMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
