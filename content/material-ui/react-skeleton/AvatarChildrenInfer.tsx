import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import * as React from 'react';

export default function AvatarChildrenInfer() {
  const [ready, setReady] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {/* With children, the skeleton takes their size and hides them while loading.
            component="div" because the children are block elements. */}
        {ready ? (
          <Avatar sx={{ width: 56, height: 56 }}>OK</Avatar>
        ) : (
          <Skeleton variant="circular" component="div">
            <Avatar sx={{ width: 56, height: 56 }} />
          </Skeleton>
        )}
        {ready ? (
          <Chip label="Online · Product design" color="success" />
        ) : (
          <Skeleton variant="rounded" component="div" sx={{ borderRadius: 4 }}>
            <Chip label="Online · Product design" />
          </Skeleton>
        )}
      </Stack>
      <Button size="small" variant="outlined" onClick={() => setReady((value) => !value)}>
        {ready ? 'Load again' : 'Finish loading'}
      </Button>
    </Stack>
  );
}
