import { createTheme, shouldForwardProp, styled, ThemeProvider } from '@mui/system';

type Carrier = 'courier' | 'post' | 'pickup';

const DeliveryBadge = styled('span', {
  name: 'MuiDeliveryBadge',
  slot: 'root',
  shouldForwardProp: (prop) => shouldForwardProp(prop) && prop !== 'carrier',
})<{ carrier: Carrier }>({
  display: 'inline-block',
  padding: '4px 10px',
  borderRadius: 4,
  fontSize: 14,
  fontFamily: 'system-ui, sans-serif',
  border: '1px solid currentColor',
});

const storeTheme = createTheme({
  palette: { mode: 'light' },
  components: {
    MuiDeliveryBadge: {
      styleOverrides: {
        root: { borderRadius: 999, fontWeight: 600 },
      },
      variants: [
        { props: { carrier: 'courier' }, style: { backgroundColor: '#e8f5e9', color: '#1b5e20' } },
        { props: { carrier: 'post' }, style: { backgroundColor: '#e3f2fd', color: '#0d47a1' } },
        { props: { carrier: 'pickup' }, style: { borderStyle: 'dashed', backgroundColor: '#efebe9', color: '#4e342e' } },
      ],
    },
  },
});

const orders = [
  { id: 'A-1042', carrier: 'courier', label: 'Same-day courier' },
  { id: 'A-1043', carrier: 'post', label: 'Standard post' },
  { id: 'A-1044', carrier: 'pickup', label: 'Store pickup' },
] as const;

function OrderList({ title }: { title: string }) {
  return (
    <section aria-label={title} style={{ display: 'grid', gap: 8, alignContent: 'start' }}>
      <h3 style={{ margin: 0, fontSize: 16 }}>{title}</h3>
      {orders.map((order) => (
        <div key={order.id} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <code>{order.id}</code>
          <DeliveryBadge carrier={order.carrier}>{order.label}</DeliveryBadge>
        </div>
      ))}
    </section>
  );
}

export default function ThemedDeliveryBadge() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32 }}>
      <OrderList title="Without theme entries" />
      <ThemeProvider theme={storeTheme}>
        <OrderList title="With storeTheme" />
      </ThemeProvider>
    </div>
  );
}
