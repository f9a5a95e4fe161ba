import * as React from 'react';
import { styled, useThemeProps } from '@mui/joy/styles';
import type { ColorPaletteProp, StyleOverrides, VariantProp } from '@mui/joy/styles';
import type { SxProps } from '@mui/joy/styles/types';

export interface StatProps {
  label: React.ReactNode;
  value: React.ReactNode;
  trend?: React.ReactNode;
  variant?: VariantProp;
  color?: ColorPaletteProp;
  size?: 'sm' | 'md';
  className?: string;
  sx?: SxProps;
}

export type StatSlot = 'root' | 'label' | 'value' | 'trend';
type StatOwnerState = Required<Pick<StatProps, 'variant' | 'color' | 'size'>>;

// Registers the component in the theme's types: `components.JoyStat` is then type-checked.
declare module '@mui/joy/styles' {
  interface Components<Theme> {
    JoyStat?: {
      defaultProps?: Partial<StatProps>;
      styleOverrides?: StyleOverrides<StatSlot, StatOwnerState, Theme>;
    };
  }
}

// `name` and `slot` connect each part to the theme's `styleOverrides`.
const StatRoot = styled('div', { name: 'JoyStat', slot: 'Root' })<{ ownerState: StatOwnerState }>(
  ({ theme, ownerState }) => [
    {
      display: 'grid',
      gap: ownerState.size === 'sm' ? 2 : 4,
      padding: ownerState.size === 'sm' ? theme.spacing(1.5) : theme.spacing(2),
      borderRadius: theme.vars.radius.md,
      minWidth: 140,
    },
    theme.variants[ownerState.variant]?.[ownerState.color],
  ],
);

const StatLabel = styled('span', { name: 'JoyStat', slot: 'Label' })(({ theme }) => ({
  font: theme.vars.font['body-sm'],
  color: 'inherit',
}));

const StatValue = styled('span', { name: 'JoyStat', slot: 'Value' })<{ ownerState: StatOwnerState }>(
  ({ theme, ownerState }) => ({
    font: ownerState.size === 'sm' ? theme.vars.font['title-lg'] : theme.vars.font.h3,
    color: 'inherit',
  }),
);

const StatTrend = styled('span', { name: 'JoyStat', slot: 'Trend' })(({ theme }) => ({
  font: theme.vars.font['body-xs'],
  color: 'inherit',
}));

export default function Stat(inProps: StatProps) {
  const props = useThemeProps({ props: inProps, name: 'JoyStat' });
  const { label, value, trend, variant = 'outlined', color = 'neutral', size = 'md', ...other } = props;
  const ownerState = { variant, color, size };

  return (
    <StatRoot ownerState={ownerState} {...other}>
      <StatLabel>{label}</StatLabel>
      <StatValue ownerState={ownerState}>{value}</StatValue>
      {trend && <StatTrend>{trend}</StatTrend>}
    </StatRoot>
  );
}
