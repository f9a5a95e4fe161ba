import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';

// A variant the Button doesn't have: declare it for TypeScript…
declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    dashed: true;
  }
}

// …then style it in the theme. Combined entries style it per colour.
// Without a ThemeProvider above (pasted alone into an app), `upper` is empty: extend the default theme.
const dashedButtons = (upper: Theme, outer: Theme = upper?.palette ? upper : createTheme()): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiButton: {
      styleOverrides: {
        root: {
          variants: [
            {
              props: { variant: 'dashed' },
              style: {
                border: '2px dashed',
                borderColor: (outer.vars ?? outer).palette.divider,
                padding: '18px 28px',
                textTransform: 'none',
                // The Button sets these variables per `color`: reuse them for the new variant.
                color: 'var(--variant-textColor)',
                '&:hover': { backgroundColor: 'var(--variant-textBg)' },
              },
            },
            {
              props: { variant: 'dashed', color: 'secondary' },
              style: { borderColor: (outer.vars ?? outer).palette.secondary.main },
            },
          ],
        },
      },
    },
  },
});

export default function DashedUploadVariant() {
  return (
    <ThemeProvider theme={dashedButtons}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Button variant="dashed" startIcon={<CloudUploadOutlined />}>
          Drop receipts here or browse
        </Button>
        <Button variant="dashed" color="secondary">
          Add a cover photo
        </Button>
      </Stack>
    </ThemeProvider>
  );
}
