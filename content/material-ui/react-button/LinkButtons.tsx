import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function LinkButtons() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* With href the root is an <a>: it is announced as a link and can open in a new tab. */}
      <Button variant="contained" href="/material-ui/api/button/" endIcon={<ArrowForwardIcon />}>
        Read the Button API
      </Button>
      <Button variant="outlined" href="/material-ui/api/icon-button/">
        IconButton API
      </Button>
      <Button href="/material-ui/api/button-base/">ButtonBase API</Button>
    </Stack>
  );
}
