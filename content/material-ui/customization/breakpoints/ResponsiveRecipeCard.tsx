import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// styled(): media queries from the theme's breakpoints.
const Card = styled('article')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  padding: theme.spacing(2),
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 2,
  maxWidth: 640,
  // Phones: image on top. From md (900px): image beside the text.
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '200px 1fr', alignItems: 'center' },
}));

export default function ResponsiveRecipeCard() {
  return (
    <Card>
      <Box
        role="img"
        aria-label="Tomato and basil galette on a board"
        sx={{
          height: { xs: 120, md: 160 },
          borderRadius: 1,
          background: 'linear-gradient(135deg, #c62828, #f9a825 60%, #2e7d32)',
        }}
      />
      <div>
        <Typography variant="h6" component="h3">
          Tomato and basil galette
        </Typography>
        {/* sx: an object keyed by breakpoint; each value applies from that width up. */}
        <Typography sx={{ fontSize: { xs: '0.875rem', md: '1rem' }, display: { xs: 'none', sm: 'block' } }}>
          A flaky rye crust around late-summer tomatoes and ricotta. This line is hidden below sm.
        </Typography>
        <Typography variant="caption" component="p">
          45 min · serves 4
        </Typography>
      </div>
    </Card>
  );
}
