import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

export default function ToggleGroupDisabled() {
  const [useDefault, setUseDefault] = React.useState(false);
  const [quality, setQuality] = React.useState<string | null>('720p');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Checkbox
        label="Pick quality automatically"
        checked={useDefault}
        onChange={(event) => setUseDefault(event.target.checked)}
      />
      <ToggleButtonGroup
        disabled={useDefault}
        value={quality}
        onChange={(_event, value) => value && setQuality(value)}
        aria-label="Video quality"
      >
        <Button value="480p">480p</Button>
        <Button value="720p">720p</Button>
        <Button value="1080p">1080p</Button>
      </ToggleButtonGroup>
    </Stack>
  );
}
