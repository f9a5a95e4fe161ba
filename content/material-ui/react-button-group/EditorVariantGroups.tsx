import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function EditorVariantGroups() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* outlined (the default): medium emphasis for frequent actions */}
      <ButtonGroup aria-label="Zoom">
        <Button>Zoom out</Button>
        <Button>Fit to page</Button>
        <Button>Zoom in</Button>
      </ButtonGroup>
      {/* contained: the group holds the actions the screen is for */}
      <ButtonGroup variant="contained" aria-label="Export drawing">
        <Button>Export PNG</Button>
        <Button>Export SVG</Button>
        <Button>Export PDF</Button>
      </ButtonGroup>
      {/* text: quiet, for a toolbar that should not draw the eye */}
      <ButtonGroup variant="text" aria-label="History">
        <Button>Undo</Button>
        <Button>Redo</Button>
        <Button>Show history</Button>
      </ButtonGroup>
    </Stack>
  );
}
