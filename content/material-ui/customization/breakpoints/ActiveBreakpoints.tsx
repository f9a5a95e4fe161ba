import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

const keys = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

function UpChip({ name }: { name: (typeof keys)[number] }) {
  const theme = useTheme();
  // true once the viewport is at least as wide as the breakpoint
  const matches = useMediaQuery(theme.breakpoints.up(name));
  return (
    <Chip
      component="li"
      label={`${matches ? '✓ ' : ''}up('${name}') · ${theme.breakpoints.values[name]}px`}
      color={matches ? 'primary' : 'default'}
      variant={matches ? 'filled' : 'outlined'}
      sx={{ transition: 'none' }}
    />
  );
}

export default function ActiveBreakpoints() {
  return (
    <div>
      <Typography variant="body2" component="p" sx={{ mb: 1.5 }}>
        Resize the window: the filled chips are the breakpoints the current width has reached.
      </Typography>
      <Stack component="ul" direction="row" sx={{ gap: 1, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}>
        {keys.map((name) => (
          <UpChip key={name} name={name} />
        ))}
      </Stack>
    </div>
  );
}
