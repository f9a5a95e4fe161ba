import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { KpiTile } from './kpi-tile';

// The custom component takes theme customization like a built-in one.
const dashboardTheme = createTheme({
  components: {
    AcmeKpiTile: {
      defaultProps: { variant: 'filled' },
      styleOverrides: {
        root: { minWidth: 170 },
        value: { fontWeight: 700 },
        // ownerState holds the props: colour the trend by its sign.
        trend: ({ ownerState, theme }) => {
          const tone = (theme.vars ?? theme).palette[Number(ownerState.trend) < 0 ? 'error' : 'success'];
          // The lighter tone reads better on dark surfaces.
          return { color: tone.dark, ...theme.applyStyles('dark', { color: tone.light }) };
        },
      },
      variants: [{ props: { variant: 'filled' }, style: { borderLeft: '4px solid', borderColor: 'currentColor' } }],
    },
  },
});

export default function KpiTileThemed() {
  return (
    <ThemeProvider theme={dashboardTheme}>
      <Paper variant="outlined" component={Stack} direction="row" sx={{ gap: 2, flexWrap: 'wrap', p: 2 }}>
        <KpiTile label="Orders today" value="312" trend={12} />
        <KpiTile label="Average basket" value="€41.90" trend={-3.5} />
        <KpiTile label="Returns" value="9" trend={0} variant="outlined" />
      </Paper>
    </ThemeProvider>
  );
}
