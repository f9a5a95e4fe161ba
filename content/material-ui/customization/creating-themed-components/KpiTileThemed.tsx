import Stack from '@mui/material/Stack';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import { KpiTile } from './kpi-tile';

// The custom component takes theme customization like a built-in one.
// Without a ThemeProvider above (pasted alone into an app), `upper` is empty: extend the default theme.
const dashboardTheme = (upper: Theme, outer: Theme = upper?.palette ? upper : createTheme()): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    AcmeKpiTile: {
      defaultProps: { variant: 'filled' },
      styleOverrides: {
        root: { minWidth: 170 },
        value: { fontWeight: 700 },
        // ownerState holds the props: colour the trend by its sign.
        trend: ({ ownerState }) => {
          const tone = (outer.vars ?? outer).palette[Number(ownerState.trend) < 0 ? 'error' : 'success'];
          // The lighter tone reads better on dark surfaces.
          return { color: tone.dark, ...outer.applyStyles('dark', { color: tone.light }) };
        },
      },
      variants: [{ props: { variant: 'filled' }, style: { borderLeft: '4px solid', borderColor: 'currentColor' } }],
    },
  },
});

export default function KpiTileThemed() {
  return (
    <ThemeProvider theme={dashboardTheme}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <KpiTile label="Orders today" value="312" trend={12} />
        <KpiTile label="Average basket" value="€41.90" trend={-3.5} />
        <KpiTile label="Returns" value="9" trend={0} variant="outlined" />
      </Stack>
    </ThemeProvider>
  );
}
