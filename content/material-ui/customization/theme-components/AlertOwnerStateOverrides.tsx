import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// A style override can be a function: it receives the theme and the ownerState
// (the component's props and state), here to draw a bar in the alert's severity colour.
const barredAlerts = createTheme({
  components: {
    MuiAlert: {
      styleOverrides: {
        root: ({ ownerState, theme }) => ({
          borderLeft: `4px solid ${(theme.vars ?? theme).palette[ownerState.severity ?? 'success'].main}`,
          borderRadius: 0,
        }),
        message: { fontWeight: 500 },
      },
    },
  },
});

export default function AlertOwnerStateOverrides() {
  return (
    <ThemeProvider theme={barredAlerts}>
      <Stack spacing={1.5} sx={{ maxWidth: 460 }}>
        <Alert severity="success">Backup finished at 02:14.</Alert>
        <Alert severity="warning">Disk on db-2 is 85% full.</Alert>
        <Alert severity="error">Replication to eu-west stopped.</Alert>
      </Stack>
    </ThemeProvider>
  );
}
