import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const steps = ['Delivery address', 'Gift wrapping', 'Payment'];
const optionalStep = 1;

interface Order {
  name: string;
  street: string;
  postcode: string;
  city: string;
  wrap: boolean;
  message: string;
  payment: 'card' | 'paypal' | 'invoice';
}

const emptyOrder: Order = { name: '', street: '', postcode: '', city: '', wrap: false, message: '', payment: 'card' };

const paymentNames: Record<Order['payment'], string> = {
  card: 'Credit or debit card',
  paypal: 'PayPal',
  invoice: 'Invoice, payable in 30 days',
};

export default function CheckoutStepper() {
  const [active, setActive] = React.useState(0);
  const [skipped, setSkipped] = React.useState<number[]>([]);
  const [order, setOrder] = React.useState<Order>(emptyOrder);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const moved = React.useRef(false);

  // After a move (not on the first render), put focus on the new step's heading.
  React.useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [active]);

  const update = (field: keyof Order) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setOrder((current) => ({ ...current, [field]: event.target.value }));

  const goTo = (step: number) => {
    moved.current = true;
    setActive(step);
  };
  const next = (skip = false) => {
    setSkipped((list) => (skip ? [...list, active] : list.filter((index) => index !== active)));
    if (skip) setOrder((current) => ({ ...current, wrap: false, message: '' }));
    goTo(active + 1);
  };

  const addressMissing = !order.name || !order.street || !order.postcode || !order.city;

  let content: React.ReactNode;
  if (active === 0) {
    content = (
      <Stack spacing={2}>
        <TextField label="Full name" autoComplete="name" required value={order.name} onChange={update('name')} />
        <TextField label="Street and number" autoComplete="address-line1" required value={order.street} onChange={update('street')} />
        <Stack direction="row" spacing={2}>
          <TextField label="Postcode" autoComplete="postal-code" required value={order.postcode} onChange={update('postcode')} sx={{ width: 140 }} />
          <TextField label="Town" autoComplete="address-level2" required value={order.city} onChange={update('city')} fullWidth />
        </Stack>
      </Stack>
    );
  } else if (active === 1) {
    content = (
      <Stack spacing={2}>
        <FormControlLabel
          control={<Checkbox checked={order.wrap} onChange={(event) => setOrder((current) => ({ ...current, wrap: event.target.checked }))} />}
          label="Wrap it in recycled paper (£3.50)"
        />
        <TextField
          label="Message on the card"
          multiline
          minRows={2}
          disabled={!order.wrap}
          value={order.message}
          onChange={update('message')}
          helperText={`${order.message.length}/120 characters`}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
      </Stack>
    );
  } else if (active === 2) {
    content = (
      <FormControl>
        <FormLabel id="checkout-payment-label">How would you like to pay?</FormLabel>
        <RadioGroup
          aria-labelledby="checkout-payment-label"
          value={order.payment}
          onChange={(event) => setOrder((current) => ({ ...current, payment: event.target.value as Order['payment'] }))}
        >
          {(Object.keys(paymentNames) as Order['payment'][]).map((key) => (
            <FormControlLabel key={key} value={key} control={<Radio />} label={paymentNames[key]} />
          ))}
        </RadioGroup>
      </FormControl>
    );
  } else {
    content = (
      <Typography variant="body2" component="div">
        Shipping to {order.name}, {order.street}, {order.postcode} {order.city}.
        <br />
        {order.wrap ? `Gift wrapped${order.message ? `, with the message "${order.message}"` : ''}.` : 'No gift wrapping.'}
        <br />
        Paid by {paymentNames[order.payment].toLowerCase()}. A receipt is on its way to your inbox.
      </Typography>
    );
  }

  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <Stepper activeStep={active}>
        {steps.map((label, index) => (
          <Step key={label} completed={skipped.includes(index) ? false : undefined}>
            <StepLabel optional={index === optionalStep ? <Typography variant="caption">Optional</Typography> : undefined}>
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3 }}>
        <Typography ref={headingRef} tabIndex={-1} variant="h6" component="h3" gutterBottom sx={{ outline: 'none' }}>
          {active === steps.length ? 'Order placed' : `Step ${active + 1} of ${steps.length}: ${steps[active]}`}
        </Typography>
        {content}
        <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
          {active === steps.length ? (
            <Button
              onClick={() => {
                goTo(0);
                setSkipped([]);
                setOrder(emptyOrder);
              }}
            >
              Start a new order
            </Button>
          ) : (
            <>
              <Button disabled={active === 0} onClick={() => goTo(active - 1)}>
                Back
              </Button>
              <Box sx={{ flex: 1 }} />
              {active === optionalStep && <Button onClick={() => next(true)}>Skip</Button>}
              <Button variant="contained" disabled={active === 0 && addressMissing} onClick={() => next()}>
                {active === steps.length - 1 ? 'Place order' : 'Continue'}
              </Button>
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
