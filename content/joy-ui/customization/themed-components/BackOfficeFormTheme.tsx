import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  // This site keys its colour schemes on `data-mui-color-scheme`, and the prefix keeps these
  // variables apart from the page's own; an app with one theme needs neither option.
  cssVarPrefix: 'backoffice',
  colorSchemeSelector: 'data-mui-color-scheme',
  components: {
    JoyInput: {
      defaultProps: { variant: 'soft', size: 'sm' },
      styleOverrides: {
        root: { '--Input-radius': '4px', '--Input-focusedThickness': '1px' },
      },
    },
    JoyFormLabel: {
      styleOverrides: {
        root: ({ theme }) => ({
          fontSize: theme.vars.fontSize.xs,
          textTransform: 'uppercase',
          letterSpacing: '0.05em',
          color: theme.vars.palette.text.secondary,
        }),
      },
    },
    JoyButton: {
      defaultProps: { size: 'sm' },
      styleOverrides: {
        root: ({ ownerState }) => ({
          borderRadius: '4px',
          ...(ownerState.variant === 'outlined' && { borderStyle: 'dashed' }),
        }),
      },
    },
  },
});

export default function BackOfficeFormTheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Box component="form" onSubmit={(event) => event.preventDefault()} sx={{ display: 'grid', gap: 1.5, maxWidth: 340, mx: 'auto' }}>
        <FormControl>
          <FormLabel>Supplier</FormLabel>
          <Input defaultValue="Nordic Timber AB" />
        </FormControl>
        <FormControl>
          <FormLabel>Purchase order</FormLabel>
          <Input defaultValue="PO-2025-0419" />
        </FormControl>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit">Save</Button>
          <Button variant="outlined" color="neutral">
            Attach file
          </Button>
        </Box>
      </Box>
    </CssVarsProvider>
  );
}
