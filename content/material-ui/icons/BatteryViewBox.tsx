import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

/** A battery drawn on a wide 32 × 16 grid; the inner bar's width follows `level` (0 to 100). */
function BatteryIcon({ level, ...props }: SvgIconProps & { level: number }) {
  return (
    <SvgIcon viewBox="0 0 32 16" sx={{ width: '2em' }} {...props}>
      <path d="M3 1h24a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2zm0 2v10h24V3zM29 6h2v4h-2z" />
      <rect x="4.5" y="4.5" height="7" width={(21 * level) / 100} rx="1" />
    </SvgIcon>
  );
}

const devices = [
  { name: 'Headphones', level: 85 },
  { name: 'Keyboard', level: 40 },
  { name: 'Stylus', level: 10 },
];

export default function BatteryViewBox() {
  return (
    <Stack spacing={1.5}>
      {devices.map(({ name, level }) => (
        <Stack key={name} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <BatteryIcon level={level} color={level < 20 ? 'error' : 'success'} />
          <Typography sx={{ minWidth: 100 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">{level} %</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
