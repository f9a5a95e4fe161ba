import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function ProfileCardPopover() {
  const cardId = React.useId();
  const [avatarButton, setAvatarButton] = React.useState<HTMLButtonElement | null>(null);

  return (
    <div>
      <IconButton
        aria-label="NH, account of Nadia Haddad"
        aria-haspopup="dialog"
        aria-controls={avatarButton ? cardId : undefined}
        aria-expanded={Boolean(avatarButton)}
        onClick={(event) => setAvatarButton(event.currentTarget)}
      >
        <Avatar component="span" sx={{ bgcolor: 'secondary.main' }}>
          NH
        </Avatar>
      </IconButton>
      <Popover
        id={cardId}
        open={Boolean(avatarButton)}
        anchorEl={avatarButton}
        onClose={() => setAvatarButton(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Account', sx: { p: 2, width: 260 } } }}
      >
        <Typography component="p" variant="subtitle1">
          Nadia Haddad
        </Typography>
        <Typography variant="body2" color="text.secondary">
          nadia@larkspur.studio · Admin
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button size="small" variant="outlined" onClick={() => setAvatarButton(null)}>
            Manage account
          </Button>
          <Button size="small" onClick={() => setAvatarButton(null)}>
            Sign out
          </Button>
        </Stack>
      </Popover>
    </div>
  );
}
