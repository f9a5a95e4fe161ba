import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import CallboardLogo from './CallboardLogo';
import { ME, person } from '../data/people';
import { initials } from '../utils/dates';

/** The `header`: the logo, the page's `h1` with the unread total, the theatre and who is signed in. */
export default function AppHeader({ totalUnread }: { totalUnread: number }) {
  const me = person(ME);
  return (
    <Sheet
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 1.5, sm: 2.5 }, minHeight: 56, borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <CallboardLogo />
      <Divider orientation="vertical" sx={{ my: 1.5, display: { xs: 'none', sm: 'block' } }} />
      <Typography level="title-lg" component="h1">
        Messages
      </Typography>
      {totalUnread > 0 && (
        <Chip size="sm" variant="soft" color="primary">
          {totalUnread} unread
        </Chip>
      )}
      <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <Box sx={{ textAlign: 'right', display: { xs: 'none', md: 'block' } }}>
          <Typography level="title-sm">{me.name}</Typography>
          <Typography level="body-xs">Lantern Street Theatre</Typography>
        </Box>
        <Avatar size="sm" variant="solid" color="primary" aria-hidden>
          {initials(me.name)}
        </Avatar>
      </Box>
    </Sheet>
  );
}
