import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import { formatCardNumber, formatExpiry, type Errors, type PaymentValues } from '../utils/validation';

interface PaymentFormProps {
  values: PaymentValues;
  errors: Errors<PaymentValues>;
  onChange: (field: keyof PaymentValues, value: string) => void;
}

/**
 * Card details with light formatting as the reader types. In production, render your payment
 * provider's hosted fields here instead: card numbers should never pass through your own code.
 */
export default function PaymentForm({ values, errors, onChange }: PaymentFormProps) {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Alert severity="info" variant="outlined">
          This is a sample shop: nothing is charged. A test number such as 4242 4242 4242 4242 passes the check.
        </Alert>
      </Grid>
      <Grid size={12}>
        <TextField
          id="card-name"
          label="Name on card"
          autoComplete="cc-name"
          fullWidth
          value={values.cardName}
          onChange={(event) => onChange('cardName', event.target.value)}
          error={Boolean(errors.cardName)}
          helperText={errors.cardName}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          id="card-number"
          label="Card number"
          autoComplete="cc-number"
          fullWidth
          value={values.cardNumber}
          onChange={(event) => onChange('cardNumber', formatCardNumber(event.target.value))}
          error={Boolean(errors.cardNumber)}
          helperText={errors.cardNumber}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <CreditCardRounded />
                </InputAdornment>
              ),
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <TextField
          id="card-expiry"
          label="Expiry (MM / YY)"
          autoComplete="cc-exp"
          fullWidth
          value={values.expiry}
          onChange={(event) => onChange('expiry', formatExpiry(event.target.value))}
          error={Boolean(errors.expiry)}
          helperText={errors.expiry}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <TextField
          id="card-cvc"
          label="Security code"
          autoComplete="cc-csc"
          fullWidth
          value={values.cvc}
          onChange={(event) => onChange('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
          error={Boolean(errors.cvc)}
          helperText={errors.cvc}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
    </Grid>
  );
}
