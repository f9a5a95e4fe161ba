import { createTheme, styled, ThemeProvider } from '@mui/system';

// `name` and `slot` register the two parts under `theme.components.MuiStatCard`.
const StatRoot = styled('div', { name: 'MuiStatCard', slot: 'root' })(({ theme }) => ({
  padding: theme.spacing(2),
  border: '1px solid',
  borderRadius: theme.shape.borderRadius * 2,
  minWidth: 150,
}));

const StatValue = styled('div', { name: 'MuiStatCard', slot: 'value' })({
  fontSize: 28,
  fontWeight: 700,
});

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <StatRoot>
      <div>{label}</div>
      <StatValue>{value}</StatValue>
    </StatRoot>
  );
}

// A theme made once, at module level: the card's own code stays untouched, the theme restyles it.
const compactTheme = createTheme({
  spacing: 8,
  shape: { borderRadius: 4 },
  components: {
    MuiStatCard: {
      styleOverrides: {
        root: { padding: 8, borderStyle: 'dashed' },
        value: { fontSize: 20, fontVariantNumeric: 'tabular-nums' },
      },
    },
  },
});

export default function StyledThemeOverrides() {
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <StatCard label="Open orders" value="128" />
      <ThemeProvider theme={compactTheme}>
        <StatCard label="Late shipments" value="7" />
      </ThemeProvider>
    </div>
  );
}
