import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { mountainPhoto } from './photo';

export default function SkeletonAvatar() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar size="lg">
        {/* Inside an avatar, the overlay skeleton takes the avatar's round shape. */}
        <Skeleton loading={loading}>
          <img src={mountainPhoto} alt="Alpine Club logo" />
        </Skeleton>
      </Avatar>
      <div>
        <Typography level="title-md">Alpine Club</Typography>
        <Button size="sm" variant="plain" onClick={() => setLoading(!loading)} sx={{ px: 0 }}>
          {loading ? 'Load the logo' : 'Show placeholder'}
        </Button>
      </div>
    </Stack>
  );
}
