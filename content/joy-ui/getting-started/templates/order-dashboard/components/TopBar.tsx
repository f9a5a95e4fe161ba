import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import MenuRounded from '@mui/icons-material/MenuRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import ShopLogo from './ShopLogo';

export interface TopBarProps {
  /** The open section's name, the last crumb. */
  sectionLabel: string;
  /** Shows the "Shop" crumb, which opens the home section. */
  onHome?: () => void;
  navOpen: boolean;
  onOpenNav: () => void;
}

/**
 * The sticky header: on small screens a menu button and the logo, from `md` up the breadcrumbs;
 * on every size, a link to the public shop (a `#` placeholder) and the notifications button.
 */
export default function TopBar({ sectionLabel, onHome, navOpen, onOpenNav }: TopBarProps) {
  return (
    <Sheet
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 2, md: 4 },
        py: 1.5,
        borderBottom: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.body',
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
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <ShopLogo />
      </Box>
      <Breadcrumbs aria-label="You are here" size="sm" sx={{ display: { xs: 'none', md: 'flex' }, p: 0 }}>
        {onHome && (
          <Link component="button" color="neutral" onClick={onHome}>
            Shop
          </Link>
        )}
        <Typography aria-current="page">{sectionLabel}</Typography>
      </Breadcrumbs>
      <Box sx={{ flex: 1 }} />
      <Button
        component="a"
        href="#"
        variant="plain"
        color="neutral"
        size="sm"
        endDecorator={<OpenInNewRounded />}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        View shop
      </Button>
      <IconButton variant="plain" color="neutral" size="sm" aria-label="Notifications, 2 unread">
        <Badge badgeContent={2} size="sm" color="danger" badgeInset="-2px">
          <NotificationsNoneRounded />
        </Badge>
      </IconButton>
    </Sheet>
  );
}
