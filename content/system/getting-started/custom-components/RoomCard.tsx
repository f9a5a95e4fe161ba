import { createTheme, styled, ThemeProvider, useThemeProps } from '@mui/system';
import type { SxProps, Theme } from '@mui/system';

const hotelTheme = createTheme(
  {
    palette: {
      primary: { main: '#0d47a1', contrastText: '#ffffff' },
      text: { primary: '#1a1a1a', secondary: '#5f6368' },
      divider: 'rgba(0, 0, 0, 0.12)',
      background: { paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
  },
  // `vars: null` keeps an outer theme's CSS variables (Material UI with cssVariables) from
  // shadowing this theme's palette, spacing and radius when the provider merges the two.
  { vars: null },
);

interface RoomCardOwnerState {
  available: boolean;
}

const RoomCardRoot = styled('article', {
  name: 'MuiRoomCard',
  slot: 'root',
})(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  fontFamily: 'system-ui, sans-serif',
  minWidth: 200,
}));

const RoomCardPrice = styled('p', {
  name: 'MuiRoomCard',
  slot: 'price',
})<{ ownerState: RoomCardOwnerState }>(({ theme }) => ({
  margin: 0,
  fontSize: 22,
  fontWeight: 700,
  variants: [
    {
      props: ({ ownerState }: { ownerState: RoomCardOwnerState }) => !ownerState.available,
      style: { color: theme.palette.text.secondary, textDecoration: 'line-through' },
    },
  ],
}));

interface RoomCardProps {
  name: string;
  nightlyRate: number;
  available?: boolean;
  currency?: string;
  sx?: SxProps<Theme>;
}

function RoomCard(inProps: RoomCardProps) {
  const props = useThemeProps({ props: inProps, name: 'MuiRoomCard' });
  const { name, nightlyRate, available = true, currency = 'EUR', sx } = props;
  const ownerState = { available };
  const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(nightlyRate);
  return (
    <RoomCardRoot sx={sx} aria-label={name}>
      <strong>{name}</strong>
      <RoomCardPrice ownerState={ownerState}>{price}</RoomCardPrice>
      <span>{available ? 'per night' : 'Sold out for these dates'}</span>
    </RoomCardRoot>
  );
}

export default function RoomCardDemo() {
  return (
    <ThemeProvider theme={hotelTheme}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <RoomCard name="Garden double" nightlyRate={118} />
        <RoomCard name="Harbour suite" nightlyRate={245} available={false} />
        <RoomCard
          name="Attic single"
          nightlyRate={74}
          currency="GBP"
          sx={{ borderColor: 'primary.main', borderWidth: 2 }}
        />
      </div>
    </ThemeProvider>
  );
}
