import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import MenuRounded from '@mui/icons-material/MenuRounded';
import BoxwoodLogo from './BoxwoodLogo';
import { ME, people } from '../data/people';
import { initials } from '../utils/format';

export interface TopBarProps {
  navOpen: boolean;
  onOpenNav: () => void;
}

/** The `header`: the drives button on small screens, the logo, the team and who is signed in. */
export default function TopBar({ navOpen, onOpenNav }: TopBarProps) {
  const me = people.find((person) => person.id === ME) ?? people[0];
  return (
    <Sheet
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 1.5, sm: 2.5 },
        minHeight: 56,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <IconButton
        variant="outlined"
        color="neutral"
        size="sm"
        aria-label="Open drives and folders"
        aria-expanded={navOpen}
        onClick={onOpenNav}
        sx={{ display: { md: 'none' } }}
      >
        <MenuRounded />
      </IconButton>
      <BoxwoodLogo />
      <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' } }}>
          <Typography level="title-sm">{me.name}</Typography>
          <Typography level="body-xs">Fennel &amp; Finch Films</Typography>
        </Box>
        <Avatar size="sm" color="primary" variant="solid" aria-hidden>
          {initials(me.name)}
        </Avatar>
      </Box>
    </Sheet>
  );
}
