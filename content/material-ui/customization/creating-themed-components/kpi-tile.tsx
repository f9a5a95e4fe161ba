import {
  type ComponentsOverrides,
  type ComponentsVariants,
  styled,
  type SxProps,
  type Theme,
  useThemeProps,
} from '@mui/material/styles';

export interface KpiTileProps {
  label: string;
  value: string;
  /** Change since the last period, in percent. */
  trend?: number;
  variant?: 'outlined' | 'filled';
  className?: string;
  sx?: SxProps<Theme>;
}

type OwnerState = KpiTileProps & { variant: 'outlined' | 'filled'; trend: number };

// Register the component with the theme's types: its props, parts and variants.
declare module '@mui/material/styles' {
  interface ComponentsPropsList {
    AcmeKpiTile: Partial<KpiTileProps>;
  }
  interface ComponentNameToClassKey {
    AcmeKpiTile: 'root' | 'label' | 'value' | 'trend';
  }
  interface Components<Theme = unknown> {
    AcmeKpiTile?: {
      defaultProps?: Partial<KpiTileProps>;
      styleOverrides?: ComponentsOverrides<Theme>['AcmeKpiTile'];
      variants?: ComponentsVariants<Theme>['AcmeKpiTile'];
    };
  }
}

export const kpiTileClasses = {
  root: 'AcmeKpiTile-root',
  label: 'AcmeKpiTile-label',
  value: 'AcmeKpiTile-value',
  trend: 'AcmeKpiTile-trend',
};

// `name` + `slot` connect each part to theme.components.AcmeKpiTile.styleOverrides[slot].
const Root = styled('div', { name: 'AcmeKpiTile', slot: 'root' })<{ ownerState: OwnerState }>(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  variants: [
    { props: { variant: 'outlined' }, style: { border: `1px solid ${(theme.vars ?? theme).palette.divider}` } },
    { props: { variant: 'filled' }, style: { backgroundColor: (theme.vars ?? theme).palette.action.hover } },
  ],
}));

const Label = styled('span', { name: 'AcmeKpiTile', slot: 'label' })<{ ownerState: OwnerState }>(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const Value = styled('span', { name: 'AcmeKpiTile', slot: 'value' })<{ ownerState: OwnerState }>(({ theme }) => ({
  ...theme.typography.h5,
  fontVariantNumeric: 'tabular-nums',
}));

const Trend = styled('span', { name: 'AcmeKpiTile', slot: 'trend' })<{ ownerState: OwnerState }>(({ theme }) => ({
  ...theme.typography.caption,
  fontWeight: 600,
}));

export function KpiTile(inProps: KpiTileProps) {
  // Merges theme.components.AcmeKpiTile.defaultProps under the props given here.
  const props = useThemeProps({ props: inProps, name: 'AcmeKpiTile' });
  const { label, value, trend = 0, variant = 'outlined', className, sx } = props;
  // Passed to every part, so overrides and variants can read the props.
  const ownerState: OwnerState = { ...props, trend, variant };

  return (
    <Root ownerState={ownerState} className={[kpiTileClasses.root, className].filter(Boolean).join(' ')} sx={sx}>
      <Label ownerState={ownerState} className={kpiTileClasses.label}>
        {label}
      </Label>
      <Value ownerState={ownerState} className={kpiTileClasses.value}>
        {value}
      </Value>
      <Trend ownerState={ownerState} className={kpiTileClasses.trend}>
        {trend >= 0 ? '▲' : '▼'} {Math.abs(trend)}% vs last month
      </Trend>
    </Root>
  );
}
