import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const team = ['RB', 'YS', 'PO'];

export default function CardOverflowFooter() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360, mx: 'auto' }}>
      <CardContent>
        <Typography level="title-md">Website redesign</Typography>
        <Typography level="body-sm">New home page, pricing page and a lighter checkout.</Typography>
      </CardContent>
      <CardOverflow variant="soft">
        {/* inset="context" runs the divider from one edge of the card to the other. */}
        <Divider inset="context" />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', py: 1.25 }}>
          <Typography level="body-xs" textColor="text.secondary">12 of 20 tasks done · due 30 June</Typography>
          <AvatarGroup size="sm" role="group" aria-label="Project members">
            {team.map((initials) => (
              <Avatar key={initials}>{initials}</Avatar>
            ))}
          </AvatarGroup>
        </Stack>
      </CardOverflow>
    </Card>
  );
}
