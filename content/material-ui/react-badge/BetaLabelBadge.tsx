import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function BetaLabelBadge() {
  return (
    <Stack direction="row" spacing={4} component="nav" aria-label="Product areas" sx={{ pt: 1 }}>
      <Button>Dashboards</Button>
      {/* Text works as content too; slotProps.badge styles the badge element itself. */}
      <Badge
        badgeContent="beta"
        color="info"
        slotProps={{ badge: { sx: { fontSize: 10, textTransform: 'uppercase', letterSpacing: '0.05em', right: -6 } } }}
      >
        <Button>AI assistant</Button>
      </Badge>
      <Button>Billing</Button>
    </Stack>
  );
}
