import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';

type Status = 'success' | 'warning' | 'error' | 'info';

// styled(): read the palette from the theme. With CSS variables on, `theme.vars` holds
// references such as var(--mui-palette-success-dark) that follow light and dark mode.
const Pill = styled('span')<{ status: Status }>(({ theme, status }) => {
  const palette = (theme.vars ?? theme).palette;
  const tint = (opacity: number) =>
    theme.vars
      ? `rgba(${theme.vars.palette[status].mainChannel} / ${opacity})`
      : alpha(theme.palette[status].main, opacity);
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    padding: theme.spacing(0.25, 1),
    borderRadius: 999,
    fontSize: theme.typography.pxToRem(13),
    color: palette.text.primary,
    backgroundColor: tint(0.12),
    // The dot carries the colour; the label stays in the text colour, readable in every intent.
    '&::before': {
      content: '""',
      width: 8,
      height: 8,
      borderRadius: '50%',
      backgroundColor: palette[status].main,
    },
    ...theme.applyStyles('dark', { backgroundColor: tint(0.24) }),
  };
});

const shipments = [
  { ref: 'PO-4471', status: 'success', label: 'Delivered' },
  { ref: 'PO-4472', status: 'info', label: 'In transit' },
  { ref: 'PO-4475', status: 'warning', label: 'Held at customs' },
  { ref: 'PO-4479', status: 'error', label: 'Returned' },
] as const;

export default function ShipmentStatusPills() {
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none', maxWidth: 360 }}>
      {shipments.map((shipment) => (
        <Stack
          component="li"
          key={shipment.ref}
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center' }}
        >
          {/* sx: a palette path as a string is looked up in the theme for you. */}
          <Typography sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>{shipment.ref}</Typography>
          <Pill status={shipment.status}>{shipment.label}</Pill>
        </Stack>
      ))}
    </Stack>
  );
}
