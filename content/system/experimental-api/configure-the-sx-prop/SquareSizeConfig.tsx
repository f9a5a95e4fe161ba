import Box from '@mui/system/Box';
import { createTheme, ThemeProvider } from '@mui/system';

const theme = createTheme(
  {
    palette: {
      primary: { main: '#00796b', contrastText: '#ffffff' },
      text: { secondary: '#5f6368' },
    },
    unstable_sxConfig: {
      // `size: 5` sets width and height to theme.spacing(5), and accepts breakpoints.
      size: {
        themeKey: 'spacing',
        cssProperty: false,
        transform: (value) => ({ width: value as string, height: value as string }),
      },
    },
  },
  // `vars: null` keeps an outer theme's CSS variables (Material UI with cssVariables) from
  // shadowing this theme's palette, spacing and radius when the provider merges the two.
  { vars: null },
);

const team = [
  { name: 'Amara Osei', role: 'Head chef' },
  { name: 'Lukas Brandt', role: 'Pastry' },
  { name: 'Mei Tanaka', role: 'Front of house' },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function SquareSizeConfig() {
  return (
    <ThemeProvider theme={theme}>
      <Box component="ul" aria-label="Kitchen team" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, fontFamily: 'sans-serif' }}>
        {team.map((person) => (
          <Box component="li" key={person.name} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                size: { xs: 4, sm: 6 },
                display: 'grid',
                placeItems: 'center',
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 700,
              }}
            >
              {initials(person.name)}
            </Box>
            <div>
              <div>{person.name}</div>
              <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
                {person.role}
              </Box>
            </div>
          </Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
