import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function TypographyLinks() {
  return (
    <Box component="article" sx={{ maxWidth: 480 }}>
      <Typography component="h3" sx={{ m: 0 }}>
        <Link href="https://journal.example/sourdough" variant="h5" color="inherit" underline="hover">
          Twelve weeks with a sourdough starter
        </Link>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', my: 1 }}>
        What changed when we fed it rye flour instead of white, and why the bakery switched back.
      </Typography>
      <Link href="https://journal.example/baking" variant="caption" color="text.secondary" underline="always">
        More in Baking
      </Link>
    </Box>
  );
}
