import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { NavLink } from '../data/navigation';

/**
 * The `main` region of a section this template does not draw: its title and a note on where its
 * page goes, so every navigation entry leads somewhere. Replace it with your routes.
 */
export default function SectionPlaceholder({ link }: { link: NavLink }) {
  const Icon = link.icon;
  return (
    <Box component="main" sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 5 }, py: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography level="h2" component="h1">
        {link.label}
      </Typography>
      <Sheet variant="soft" sx={{ borderRadius: 'lg', py: 6, px: 2, textAlign: 'center', maxWidth: 1080 }}>
        <Icon sx={{ fontSize: 40, opacity: 0.7 }} />
        <Typography level="body-sm" sx={{ mt: 1, mx: 'auto', maxWidth: 420 }}>
          This template draws the account settings only. Your {link.label.toLowerCase()} page goes here, on a route of its own.
        </Typography>
      </Sheet>
    </Box>
  );
}
