import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { NavEntry } from '../data/navigation';

/**
 * The `main` region of a section this template does not draw: its title and a note on where its
 * page goes, so every navigation entry leads somewhere. Replace it with your routes.
 */
export default function SectionPlaceholder({ entry }: { entry: NavEntry }) {
  const Icon = entry.icon;
  return (
    <Box component="main" sx={{ flex: 1, px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <Typography level="h2" component="h1">
        {entry.label}
      </Typography>
      <Sheet variant="soft" sx={{ borderRadius: 'md', py: 6, px: 2, textAlign: 'center' }}>
        <Icon sx={{ fontSize: 40, opacity: 0.7 }} />
        <Typography level="body-sm" sx={{ mt: 1, mx: 'auto', maxWidth: 420 }}>
          This template draws the orders screen only. Your {entry.label.toLowerCase()} page goes here, on a route of its own.
        </Typography>
      </Sheet>
    </Box>
  );
}
