import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function PrivacyControlled() {
  const [publicProfile, setPublicProfile] = React.useState(false);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={publicProfile} onChange={(event) => setPublicProfile(event.target.checked)} />}
        label="Public profile"
      />
      <Typography variant="body2" color="text.secondary">
        {publicProfile
          ? 'Anyone with the link can see your name, photo and reading list.'
          : 'Only people you follow can see your profile.'}
      </Typography>
    </Box>
  );
}
