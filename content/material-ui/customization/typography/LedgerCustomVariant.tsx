import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { CSSProperties } from 'react';

// A new variant: declare it on the theme, its options and Typography's `variant` prop.
declare module '@mui/material/styles' {
  interface TypographyVariants {
    ledger: CSSProperties;
  }
  interface TypographyVariantsOptions {
    ledger?: CSSProperties;
  }
}
declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    ledger: true;
  }
}

const theme = createTheme({
  typography: {
    ledger: {
      fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
      fontSize: '0.875rem',
      fontVariantNumeric: 'tabular-nums',
      lineHeight: 1.8,
    },
  },
  components: {
    // New variants render a <span> unless mapped to an element.
    MuiTypography: { defaultProps: { variantMapping: { ledger: 'p' } } },
  },
});

const lines = [
  ['2 × Oat flat white', '8.40'],
  ['1 × Cardamom bun', '3.90'],
  ['Total', '12.30'],
];

export default function LedgerCustomVariant() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ maxWidth: 280, p: 2, border: 1, borderStyle: 'dashed', borderRadius: 1 }}>
        {lines.map(([item, amount]) => (
          <Typography key={item} variant="ledger" sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{item}</span>
            <span>€{amount}</span>
          </Typography>
        ))}
      </Box>
    </ThemeProvider>
  );
}
