import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// A variant the Button doesn't have: declare it for TypeScript…
declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    dashed: true;
  }
}

// …then style it in the theme. Combined entries style it per colour.
const dashedButtons = createTheme({
  components: {
    MuiButton: {
      styleOverrides: {
        root: {
          variants: [
            {
              props: { variant: 'dashed' },
              style: ({ theme }) => ({
                border: '2px dashed',
                borderColor: (theme.vars ?? theme).palette.divider,
                padding: '18px 28px',
                textTransform: 'none',
                // The Button sets these variables per `color`: reuse them for the new variant.
                color: 'var(--variant-textColor)',
                '&:hover': { backgroundColor: 'var(--variant-textBg)' },
              }),
            },
            {
              props: { variant: 'dashed', color: 'secondary' },
              style: ({ theme }) => ({ borderColor: (theme.vars ?? theme).palette.secondary.main }),
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
      <Paper variant="outlined" component={Stack} direction="row" sx={{ gap: 2, flexWrap: 'wrap', p: 2 }}>
        <Button variant="dashed" startIcon={<CloudUploadOutlined />}>
          Drop receipts here or browse
        </Button>
        <Button variant="dashed" color="secondary">
          Add a cover photo
        </Button>
      </Paper>
    </ThemeProvider>
  );
}
