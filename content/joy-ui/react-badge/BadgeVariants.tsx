import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Inbox from '@mui/icons-material/Inbox';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function BadgeVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 3 }}>
      {variants.map((variant) => (
        <IconButton key={variant} variant="outlined" color="neutral" aria-label={`Inbox, 12 new (${variant} badge)`}>
          <Badge variant={variant} badgeContent={12}>
            <Inbox />
          </Badge>
        </IconButton>
      ))}
    </Box>
  );
}
