import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Every Chip under this theme is square-cornered and bold, with no per-instance styles.
const theme = extendTheme({
  // This site keys its colour schemes on `data-mui-color-scheme`, and the prefix keeps these
  // variables apart from the page's own; an app with one theme needs neither option.
  cssVarPrefix: 'tickets',
  colorSchemeSelector: 'data-mui-color-scheme',
  components: {
    JoyChip: {
      defaultProps: { size: 'sm', variant: 'soft' },
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: theme.vars.radius.xs,
          fontWeight: theme.vars.fontWeight.lg,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
        }),
      },
    },
  },
});

const tickets = [
  { id: 'SUP-318', title: 'Invoice PDF is blank', status: 'Blocked', color: 'danger' },
  { id: 'SUP-322', title: 'Add VAT number field', status: 'In review', color: 'primary' },
  { id: 'SUP-327', title: 'Typo in welcome email', status: 'Done', color: 'success' },
] as const;

export default function TicketChipsTheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 420, mx: 'auto' }}>
        {tickets.map((ticket) => (
          <Box key={ticket.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Typography level="body-xs" sx={{ fontFamily: 'code', minWidth: 64 }}>
              {ticket.id}
            </Typography>
            <Typography level="body-sm" sx={{ flex: 1 }}>
              {ticket.title}
            </Typography>
            <Chip color={ticket.color}>{ticket.status}</Chip>
          </Box>
        ))}
      </Box>
    </CssVarsProvider>
  );
}
