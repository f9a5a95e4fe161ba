import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const screens: { color: AppBarProps['color']; title: string }[] = [
  { color: 'primary', title: 'Inbox' },
  { color: 'secondary', title: 'Draft: quarterly newsletter' },
  { color: 'default', title: 'Account settings' },
];

function BarContent({ title, color }: { title: string; color: string }) {
  return (
    <Toolbar variant="dense">
      <Typography component="div" sx={{ flexGrow: 1, fontWeight: 500 }}>
        {title}
      </Typography>
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
        color=&quot;{color}&quot;
      </Typography>
    </Toolbar>
  );
}

export default function ColorAppBars() {
  return (
    <Stack spacing={2}>
      {screens.map((screen) => (
        <AppBar key={screen.title} position="static" color={screen.color} elevation={1}>
          <BarContent title={screen.title} color={String(screen.color)} />
        </AppBar>
      ))}
      <Box sx={{ bgcolor: '#0b3d2e', color: '#fff', borderRadius: 1, overflow: 'hidden' }}>
        <AppBar position="static" color="transparent" elevation={0}>
          <BarContent title="Trail map" color="transparent" />
        </AppBar>
        <Typography variant="body2" sx={{ px: 2, pb: 2 }}>
          The forest-green panel behind the bar shows through it.
        </Typography>
      </Box>
      <AppBar position="static" color="inherit" elevation={1}>
        <BarContent title="Shared calendar" color="inherit" />
      </AppBar>
    </Stack>
  );
}
