import { createTheme, styled, ThemeProvider, useTheme } from '@mui/system';
import type { Theme } from '@mui/system';
import type { ReactNode } from 'react';

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

// Without a ThemeProvider above (pasted alone into an app), `upper` is empty: extend the default theme.
const compactCards = (upper: Theme, outer: Theme = upper?.palette ? upper : createTheme()): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiStatCard: {
      styleOverrides: {
        root: { padding: outer.spacing(1), borderStyle: 'dashed' },
        value: { fontSize: 20, fontVariantNumeric: 'tabular-nums' },
      },
    },
  },
});

// Reads the surrounding theme (the default one when the app has no provider) and adds the overrides.
function CompactCards({ children }: { children: ReactNode }) {
  const outer = useTheme<Theme>();
  return <ThemeProvider theme={compactCards(outer)}>{children}</ThemeProvider>;
}

export default function StyledThemeOverrides() {
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <StatCard label="Open orders" value="128" />
      <CompactCards>
        <StatCard label="Late shipments" value="7" />
      </CompactCards>
    </div>
  );
}
