import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function LinearProgressTopBar() {
  const [saving, setSaving] = React.useState(false);
  const save = () => {
    setSaving(true);
    window.setTimeout(() => setSaving(false), 2500);
  };
  return (
    <Sheet
      variant="outlined"
      aria-busy={saving}
      sx={{ position: 'relative', overflow: 'hidden', p: 2, borderRadius: 'md', width: '100%', maxWidth: 380 }}
    >
      {saving && (
        <LinearProgress
          size="sm"
          aria-label="Saving profile"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, borderRadius: 0 }}
        />
      )}
      <Typography level="title-md">Profile</Typography>
      <Typography level="body-sm" sx={{ mb: 1.5 }}>
        Display name, photo and time zone.
      </Typography>
      <Button size="sm" onClick={save}>
        {saving ? 'Saving…' : 'Save changes'}
      </Button>
    </Sheet>
  );
}
