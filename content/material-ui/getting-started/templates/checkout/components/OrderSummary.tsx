import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ProductThumb from './ProductThumb';
import PromoCode from './PromoCode';
import { cartLines } from '../data/cart';
import { formatPrice, type Totals } from '../utils/money';

interface OrderSummaryProps {
  totals: Totals;
  promo: string | null;
  /** Leave out to show the summary read-only, as after the order is placed. */
  onPromoChange?: (code: string | null) => void;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography
        component="dt"
        variant={strong ? 'subtitle1' : 'body2'}
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : undefined }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ m: 0, fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The basket, the code field and the totals. Rendered in the side column on desktop and in an accordion on phones. */
export default function OrderSummary({ totals, promo, onPromoChange }: OrderSummaryProps) {
  return (
    <Stack spacing={2.5}>
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {cartLines.map((line) => (
          <Box component="li" key={line.sku} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <ProductThumb swatch={line.swatch} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {line.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {line.variant} · Qty {line.quantity}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {formatPrice(line.unitPrice * line.quantity)}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Divider />
      {onPromoChange && (
        <>
          <PromoCode applied={promo} onApply={onPromoChange} />
          <Divider />
        </>
      )}
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Row label="Subtotal" value={formatPrice(totals.goods)} />
        {totals.discount > 0 && <Row label={`Discount (${promo})`} value={`−${formatPrice(totals.discount)}`} />}
        <Row label="Delivery" value={totals.delivery ? formatPrice(totals.delivery) : 'Free'} />
      </Stack>
      <Divider />
      <div>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label="Total" value={formatPrice(totals.total)} strong />
        </Box>
        <Typography variant="caption" color="text.secondary">
          Includes {formatPrice(totals.vat)} VAT
        </Typography>
      </div>
    </Stack>
  );
}
