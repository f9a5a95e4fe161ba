import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function BadgeInset() {
  return (
    <Box sx={{ display: 'flex', gap: 5, alignItems: 'flex-end' }}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
        <Badge color="success" size="sm" anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
          <Avatar component="span" aria-hidden>
            NK
          </Avatar>
        </Badge>
        <Typography level="body-xs">No inset: off the circle</Typography>
      </Box>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
        <Badge color="success" size="sm" badgeInset="14%" anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
          <Avatar component="span" aria-hidden>
            NK
          </Avatar>
        </Badge>
        <Typography level="body-xs">badgeInset=&quot;14%&quot;: on the edge</Typography>
      </Box>
    </Box>
  );
}
