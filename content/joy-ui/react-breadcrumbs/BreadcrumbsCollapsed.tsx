import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Dropdown from '@mui/joy/Dropdown';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import MoreHoriz from '@mui/icons-material/MoreHoriz';

const hidden = [
  { label: 'Engineering', href: 'https://example.com/wiki/engineering' },
  { label: 'Platform', href: 'https://example.com/wiki/engineering/platform' },
  { label: 'Runbooks', href: 'https://example.com/wiki/engineering/platform/runbooks' },
];

export default function BreadcrumbsCollapsed() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link color="neutral" href="https://example.com/wiki">
        Wiki
      </Link>
      {/* The middle levels live in a menu, so a deep path fits on one line. */}
      <Dropdown>
        <MenuButton size="sm" variant="plain" aria-label="Show 3 more levels" sx={{ minHeight: 0, px: 0.5 }}>
          <MoreHoriz />
        </MenuButton>
        <Menu size="sm">
          {hidden.map((item) => (
            <MenuItem key={item.label} component="a" href={item.href}>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Link color="neutral" href="https://example.com/wiki/engineering/platform/runbooks/database">
        Database
      </Link>
      <Typography aria-current="page">Restore a backup</Typography>
    </Breadcrumbs>
  );
}
