import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';

type LabelColor = NonNullable<ChipProps['color']>;

const labels: { name: string; color: LabelColor }[] = [
  { name: 'needs triage', color: 'default' },
  { name: 'feature', color: 'primary' },
  { name: 'design', color: 'secondary' },
  { name: 'regression', color: 'error' },
  { name: 'question', color: 'info' },
  { name: 'good first issue', color: 'success' },
  { name: 'breaking change', color: 'warning' },
];

// The default warning and info colours are too light for small white text, or as text on white,
// and white on error is too faint in dark mode: those chips switch to a darker text colour.
const readable = (color: LabelColor, variant: 'filled' | 'outlined') => (theme: Theme) => {
  const pale = color === 'warning' || color === 'info';
  // theme.vars holds the CSS variables, so the colour follows light and dark mode.
  if (variant === 'outlined') return pale ? { color: (theme.vars ?? theme).palette.text.primary } : {};
  return {
    ...(pale ? { color: theme.palette.common.black } : {}),
    ...theme.applyStyles('dark', color === 'error' ? { color: theme.palette.common.black } : {}),
  };
};

export default function LabelColorChips() {
  return (
    <Stack spacing={1.5}>
      {(['filled', 'outlined'] as const).map((variant) => (
        <Stack key={variant} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {labels.map((label) => (
            <Chip
              key={label.name}
              label={label.name}
              color={label.color}
              variant={variant}
              sx={readable(label.color, variant)}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
