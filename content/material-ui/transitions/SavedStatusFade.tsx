import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function SavedStatusFade() {
  const [saved, setSaved] = React.useState(false);

  React.useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(() => setSaved(false), 2000);
    return () => clearTimeout(timer);
  }, [saved]);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField size="small" label="Display name" defaultValue="Alex Moreau" />
      <Button variant="contained" onClick={() => setSaved(true)}>
        Save
      </Button>
      <div role="status">
        <Fade in={saved}>
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}>
            <CheckCircleOutlined fontSize="small" /> Saved
          </Typography>
        </Fade>
      </div>
    </Stack>
  );
}
