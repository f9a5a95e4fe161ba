import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Bolt from '@mui/icons-material/Bolt';

export default function ButtonCustomStyle() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      {/* CSS variables the Button reads: radius, gap between icon and label, height. */}
      <Button
        endDecorator={<ArrowForward />}
        sx={{ '--Button-radius': '999px', '--Button-gap': '1rem', '--Button-minHeight': '3rem', px: 3 }}
      >
        Start free trial
      </Button>
      {/* sx with theme tokens, including the hover and active states. */}
      <Button
        variant="solid"
        startDecorator={<Bolt />}
        sx={(theme) => ({
          background: `linear-gradient(135deg, ${theme.vars.palette.primary[600]}, ${theme.vars.palette.primary[800]})`,
          boxShadow: theme.vars.shadow.md,
          '&:hover': { background: theme.vars.palette.primary[800] },
          '&:active': { transform: 'translateY(1px)' },
        })}
      >
        Upgrade plan
      </Button>
    </Box>
  );
}
