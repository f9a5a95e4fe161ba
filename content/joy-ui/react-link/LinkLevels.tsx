import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkLevels() {
  return (
    <Box component="article" sx={{ maxWidth: 460 }}>
      {/* level applies a typography level from the theme. */}
      <Link href="https://example.com/blog/offline-first" level="title-lg" color="neutral">
        Building an offline-first notes app
      </Link>
      <Typography level="body-sm" sx={{ my: 0.5 }}>
        Sync, conflicts and storage limits, explained with a working example.
      </Typography>
      <Typography level="body-xs" textColor="text.secondary">
        {/* Inside a Typography, the link inherits its size and weight. */}
        By <Link href="https://example.com/authors/ines">Inès Moreau</Link> · 9 min read
      </Typography>
    </Box>
  );
}
