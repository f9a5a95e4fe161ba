import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { PaletteColor, PaletteColorOptions } from '@mui/material/styles';

// Teach TypeScript about the new key, and let Button and Chip accept it as a `color`.
declare module '@mui/material/styles' {
  interface Palette {
    ochre: PaletteColor;
  }
  interface PaletteOptions {
    ochre?: PaletteColorOptions;
  }
}
declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    ochre: true;
  }
}
declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    ochre: true;
  }
}

// createTheme fills in light/dark/contrastText only for its own intents:
// a custom colour spells out every tone the components use.
const theme = createTheme({
  cssVariables: {
    colorSchemeSelector: 'data-mui-color-scheme',
    cssVarPrefix: 'ochre-demo',
  },
  colorSchemes: {
    light: {
      palette: {
        ochre: {
          main: '#8a5a00',
          light: '#b7862f',
          dark: '#5c3b00',
          contrastText: '#fff',
        },
      },
    },
    dark: {
      palette: {
        ochre: {
          main: '#e0a030',
          light: '#f0c778',
          dark: '#b07a10',
          contrastText: '#1f1300',
        },
      },
    },
  },
});

export default function OchreCustomColor() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" color="ochre">
          Start harvest
        </Button>
        <Button variant="outlined" color="ochre">
          Field report
        </Button>
        <Chip label="Wheat · ripe" color="ochre" />
        <Chip label="Barley · 3 days" color="ochre" variant="outlined" />
      </Stack>
    </ThemeProvider>
  );
}
