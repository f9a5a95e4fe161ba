import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Typography from '@mui/joy/Typography';
import { Theme } from '@mui/joy/styles';

// Styles of a page you do not control: a legacy CMS with its own fonts, colours and box model.
const hostPage = (theme: Theme) => ({
  fontFamily: 'Georgia, serif',
  color: '#3b2f2f',
  backgroundColor: '#fbf4e8',
  padding: theme.spacing(2),
  borderRadius: theme.vars.radius.sm,
  '& *': { boxSizing: 'content-box' },
  ...theme.applyStyles('dark', { color: '#f3e9dc', backgroundColor: '#2b211c' }),
});

function NewsletterWidget() {
  return (
    <Box sx={{ width: '100%', p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 'sm' }}>
      <Typography level="title-sm">Weekly digest</Typography>
      <Typography level="body-sm" sx={{ mb: 1 }}>
        The five best stories of the week, every Friday.
      </Typography>
      <Button size="sm">Subscribe</Button>
    </Box>
  );
}

export default function ScopedBaselineWidget() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <Box sx={hostPage}>
        <p style={{ marginTop: 0 }}>
          Without a baseline: the widget takes the host&apos;s content-box sizing and overflows.
        </p>
        <NewsletterWidget />
      </Box>
      <Box sx={hostPage}>
        <p style={{ marginTop: 0 }}>
          Inside ScopedCssBaseline: border-box sizing, with Joy&apos;s text colour and background.
        </p>
        <ScopedCssBaseline sx={{ borderRadius: 'sm' }}>
          <NewsletterWidget />
        </ScopedCssBaseline>
      </Box>
    </Box>
  );
}
