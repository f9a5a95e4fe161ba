import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function BetaLabelBadge() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ pt: 1, flexWrap: 'wrap' }}>
      <Button>Dashboards</Button>
      {/* Text works as content too; slotProps.badge styles the badge element itself. */}
      <Badge
        badgeContent="beta"
        color="secondary"
        slotProps={{ badge: { sx: { fontSize: 10, textTransform: 'uppercase', letterSpacing: '0.05em', right: -6 } } }}
      >
        <Button>AI assistant</Button>
      </Badge>
      <Button>Billing</Button>
    </Stack>
  );
}
