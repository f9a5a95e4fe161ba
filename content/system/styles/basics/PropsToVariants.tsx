import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@mui/utils';

type Trend = 'up' | 'down' | 'flat';

// Replaces makeStyles((theme) => ({ value: (props) => ({ color: ... }) })) with variants.
const Change = styled('span', {
  shouldForwardProp: (prop) => prop !== 'trend',
})<{ trend: Trend }>(({ theme }) => ({
  fontWeight: theme.typography.fontWeightMedium,
  color: (theme.vars ?? theme).palette.text.secondary,
  variants: [
    { props: { trend: 'up' }, style: { color: (theme.vars ?? theme).palette.success.main } },
    { props: { trend: 'down' }, style: { color: (theme.vars ?? theme).palette.error.main } },
  ],
}));

const metrics: { label: string; value: string; change: string; trend: Trend }[] = [
  { label: 'Weekly sign-ups', value: '1,284', change: '+12 %', trend: 'up' },
  { label: 'Churned accounts', value: '37', change: '−4 %', trend: 'down' },
  { label: 'Average seats', value: '6.2', change: '0 %', trend: 'flat' },
];

const trendText: Record<Trend, string> = { up: 'up', down: 'down', flat: 'unchanged' };

export default function PropsToVariants() {
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0, maxWidth: 360 }}>
      {metrics.map((metric) => (
        <Stack key={metric.label} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <dt>{metric.label}</dt>
          <dd style={{ margin: 0 }}>
            {metric.value}{' '}
            <Change trend={metric.trend}>
              <span style={visuallyHidden}>{trendText[metric.trend]} </span>
              {metric.change}
            </Change>
          </dd>
        </Stack>
      ))}
    </Stack>
  );
}
