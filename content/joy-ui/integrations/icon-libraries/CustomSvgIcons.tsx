import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import SvgIcon from '@mui/joy/SvgIcon';
import type { SvgIconProps } from '@mui/joy/SvgIcon';
import { styled } from '@mui/joy/styles';

// An icon from your own design system, drawn on a 24×24 grid.
function KayakIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 15c3 2 15 2 18 0-3-2-15-2-18 0Z" />
      <path d="m6 4 12 16M5 5l2-1M17 20l2-1" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </SvgIcon>
  );
}

// A raw <svg>, as icon libraries without SvgIcon render: it reads Joy's icon variables itself.
const RawIcon = styled('svg')({
  width: '1em',
  height: '1em',
  fontSize: 'var(--Icon-fontSize, 1.5rem)',
  color: 'var(--Icon-color, currentColor)',
  margin: 'var(--Icon-margin)',
  flexShrink: 0,
});

function WaveIcon() {
  return (
    <RawIcon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12c2.5-3 5-3 7.5 0s5 3 7.5 0 3.5-2 5-1" strokeLinecap="round" />
    </RawIcon>
  );
}

export default function CustomSvgIcons() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}>
      <KayakIcon color="primary" fontSize="xl4" titleAccess="Kayak rental" />
      <Button startDecorator={<KayakIcon />}>Rent a kayak</Button>
      <Button size="lg" variant="soft" startDecorator={<WaveIcon />}>
        Tide times
      </Button>
      <IconButton variant="outlined" aria-label="Surf report">
        <WaveIcon />
      </IconButton>
    </Box>
  );
}
