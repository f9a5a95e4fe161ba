import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { NavItem } from '../data/navigation';

/**
 * The `main` region of a section this template does not draw: its title and a note on where its
 * page goes, so every navigation entry leads somewhere. Replace it with your routes.
 */
export default function SectionPlaceholder({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <Box
      component="main"
      id={item.id}
      sx={{ flex: 1, px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 3, md: 4 }, width: '100%', maxWidth: 1680, mx: 'auto' }}
    >
      <Typography variant="h3" component="h1">
        {item.label}
      </Typography>
      <Card sx={{ mt: 3, px: 3, py: 6, textAlign: 'center', color: 'text.secondary' }}>
        <Icon sx={{ fontSize: 40 }} />
        <Typography sx={{ mt: 1, mx: 'auto', maxWidth: 460 }}>
          This template draws the operations overview only. Your {item.label.toLowerCase()} page goes here, on a route
          of its own.
        </Typography>
      </Card>
    </Box>
  );
}
