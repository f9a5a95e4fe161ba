import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Mail from '@mui/icons-material/Mail';
import Forum from '@mui/icons-material/Forum';

export default function BadgeMax() {
  const emails = 148;
  const replies = 1250;
  // The badges sit outside the buttons and are hidden from screen readers:
  // each button's label gives the exact number instead of "99+".
  return (
    <Box sx={{ display: 'flex', gap: 4 }}>
      <Badge badgeContent={emails} color="danger" slotProps={{ badge: { 'aria-hidden': true } }}>
        <IconButton variant="soft" aria-label={`Mail, ${emails} unread`}>
          <Mail />
        </IconButton>
      </Badge>
      <Badge badgeContent={replies} max={999} slotProps={{ badge: { 'aria-hidden': true } }}>
        <IconButton variant="soft" aria-label={`Forum, ${replies} new replies`}>
          <Forum />
        </IconButton>
      </Badge>
    </Box>
  );
}
