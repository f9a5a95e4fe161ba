import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

function ProfileCard() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, maxWidth: 260, p: 0.5 }}>
      <Avatar aria-hidden>TK</Avatar>
      <div>
        <Typography level="title-sm">Tomasz Kowalski</Typography>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          Frontend lead · Warsaw · 09:41 local time
        </Typography>
        <Chip size="sm" color="success" variant="soft">
          Available
        </Chip>
      </div>
    </Box>
  );
}

export default function TooltipRichContent() {
  return (
    <Typography sx={{ maxWidth: 420 }}>
      Review requested by{' '}
      <Tooltip title={<ProfileCard />} variant="outlined" placement="bottom-start" arrow>
        <Link href="https://github.com/" underline="always">
          @tkowalski
        </Link>
      </Tooltip>{' '}
      on the pull request that adds offline support.
    </Typography>
  );
}
