import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import OpenInNew from '@mui/icons-material/OpenInNew';

export default function LinkButton() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {/* Navigation belongs in a link: it opens in a new tab, shows the URL and can be bookmarked. */}
      <Button component="a" href="/joy-ui/getting-started/overview/">
        Read the overview
      </Button>
      <Button
        component="a"
        href="https://github.com/mui/material-ui"
        target="_blank"
        rel="noopener"
        variant="outlined"
        color="neutral"
        endDecorator={<OpenInNew />}
      >
        Source on GitHub
      </Button>
    </Box>
  );
}
