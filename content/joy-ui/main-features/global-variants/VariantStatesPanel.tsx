import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import IconButton from '@mui/joy/IconButton';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import FormatAlignLeftRounded from '@mui/icons-material/FormatAlignLeftRounded';
import FormatAlignCenterRounded from '@mui/icons-material/FormatAlignCenterRounded';
import FormatAlignRightRounded from '@mui/icons-material/FormatAlignRightRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';

export default function VariantStatesPanel() {
  const [align, setAlign] = React.useState<string | null>('left');
  const [locked, setLocked] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <ToggleButtonGroup
          variant="soft"
          value={align}
          onChange={(_, value) => setAlign(value)}
          disabled={locked}
          aria-label="Text alignment"
        >
          <Button value="left" aria-label="Align left">
            <FormatAlignLeftRounded />
          </Button>
          <Button value="center" aria-label="Align centre">
            <FormatAlignCenterRounded />
          </Button>
          <Button value="right" aria-label="Align right">
            <FormatAlignRightRounded />
          </Button>
        </ToggleButtonGroup>
        <IconButton variant="outlined" color="neutral" disabled={locked} aria-label="Undo">
          <UndoRounded />
        </IconButton>
      </Box>
      <Checkbox
        label="Lock the document"
        checked={locked}
        onChange={(event) => setLocked(event.target.checked)}
      />
    </Box>
  );
}
