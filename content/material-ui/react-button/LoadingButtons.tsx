import LockIcon from '@mui/icons-material/Lock';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as React from 'react';

/** Stands in for a request: resolves after `ms` milliseconds. */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function LoadingButtons() {
  const [paying, setPaying] = React.useState(false);
  const [saving, setSaving] = React.useState(false);

  const pay = async () => {
    setPaying(true);
    await wait(2000);
    setPaying(false);
  };
  const save = async () => {
    setSaving(true);
    await wait(1200);
    setSaving(false);
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" loading={saving} loadingPosition="start" startIcon={<SaveIcon />} onClick={save}>
        Save address
      </Button>
      <Button variant="contained" loading={paying} loadingPosition="end" endIcon={<LockIcon />} onClick={pay}>
        Pay $42.00
      </Button>
    </Stack>
  );
}
