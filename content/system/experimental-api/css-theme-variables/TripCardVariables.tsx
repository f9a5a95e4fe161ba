import * as React from 'react';
import { styled, unstable_cssVarsParser as cssVarsParser } from '@mui/system';

const lightTokens = {
  palette: { surface: '#ffffff', ink: '#1f2933', muted: '#52606d', accent: '#0b6e4f', accentInk: '#ffffff', line: '#d9e2ec' },
  radius: { card: 12, chip: 999 },
};

const darkTokens: typeof lightTokens = {
  palette: { surface: '#1f2933', ink: '#f5f7fa', muted: '#bcccdc', accent: '#7ee2b8', accentInk: '#0b2e22', line: '#3e4c59' },
  radius: { card: 12, chip: 999 },
};

// Both token sets produce the same variable names; only their values differ.
const light = cssVarsParser<typeof lightTokens>(lightTokens, { prefix: 'trip' });
const dark = cssVarsParser<typeof lightTokens>(darkTokens, { prefix: 'trip' });
const vars = light.vars;

const Card = styled('article')({
  display: 'grid',
  gap: 8,
  maxWidth: 360,
  padding: 16,
  fontFamily: 'sans-serif',
  backgroundColor: vars.palette.surface,
  color: vars.palette.ink,
  border: `1px solid ${vars.palette.line}`,
  borderRadius: vars.radius.card,
  transition: 'background-color 200ms, color 200ms',
});

const Chip = styled('span')({
  justifySelf: 'start',
  padding: '2px 10px',
  fontSize: 13,
  backgroundColor: vars.palette.accent,
  color: vars.palette.accentInk,
  borderRadius: vars.radius.chip,
});

const Muted = styled('p')({ margin: 0, color: vars.palette.muted });

export default function TripCardVariables() {
  const [night, setNight] = React.useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <button type="button" aria-pressed={night} onClick={() => setNight((value) => !value)}>
        Night view
      </button>
      {/* Only this wrapper's variables change: the styled components keep the same class names. */}
      <div style={night ? dark.css : light.css}>
        <Card aria-label="Ferry booking">
          <Chip>Confirmed</Chip>
          <strong>Ferry to Vis, 14:30</strong>
          <Muted>Split harbour, gate 4 · 2 adults, 1 car</Muted>
        </Card>
      </div>
    </div>
  );
}
