import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import { applySolidInversion } from '@mui/joy/colorInversion';

// A plain element that inverts its children the way a solid Sheet does.
const HeroPanel = styled('div')(({ theme }) => [
  {
    padding: theme.spacing(3),
    borderRadius: theme.vars.radius.lg,
    color: theme.vars.palette.common.white,
    backgroundImage: `linear-gradient(135deg, ${theme.vars.palette.success[800]}, ${theme.vars.palette.primary[800]})`,
  },
  applySolidInversion('success')(theme),
]);

export default function CustomInvertedSurface() {
  return (
    <HeroPanel>
      <Typography level="h3" component="h3">
        Plant a tree with every order
      </Typography>
      <Typography level="body-md" sx={{ mt: 1, mb: 2 }}>
        Since January, our customers have funded 12,480 trees in the Scottish Highlands.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button>See the planting map</Button>
        <Button variant="outlined">How it works</Button>
      </Box>
    </HeroPanel>
  );
}
