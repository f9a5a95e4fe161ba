import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AppTheme from '../shared-theme/AppTheme';
import CheckoutHeader from './components/CheckoutHeader';
import CheckoutSteps, { stepLabels } from './components/CheckoutSteps';
import MobileSummary from './components/MobileSummary';
import OrderPlaced from './components/OrderPlaced';
import OrderSummary from './components/OrderSummary';
import StepBody from './components/StepBody';
import { useCheckout } from './hooks/useCheckout';
import { formatPrice } from './utils/money';

const stepTitles = ['Where should we send it?', 'Choose delivery', 'Pay by card', 'Check your order'];

/** A four-step checkout for Fieldnote Paper Co., an invented stationery shop. */
export default function Checkout() {
  const checkout = useCheckout();
  const { step, setStep, totals, placing, orderNumber } = checkout;
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const firstRender = React.useRef(true);

  // After a step change, move focus to the new step's heading so keyboard and screen reader users start there.
  React.useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const summary = (
    <OrderSummary totals={totals} promo={checkout.promo} onPromoChange={orderNumber ? undefined : checkout.setPromo} />
  );

  return (
    <AppTheme>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <CheckoutHeader />
        <Box component="main" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
          <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
            Checkout
          </Typography>
          <Grid container spacing={{ xs: 0, lg: 5 }}>
            <Grid size={{ xs: 12, lg: 7 }}>
              {orderNumber ? (
                <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
                  <OrderPlaced orderNumber={orderNumber} email={checkout.address.email} delivery={checkout.delivery} />
                </Card>
              ) : (
                <>
                  <CheckoutSteps active={step} />
                  <MobileSummary total={formatPrice(totals.total)}>{summary}</MobileSummary>
                  <Card component="section" aria-labelledby="step-title" sx={{ p: { xs: 2.5, sm: 4 } }}>
                    <Typography
                      id="step-title"
                      ref={headingRef}
                      tabIndex={-1}
                      variant="h5"
                      component="h2"
                      sx={{ mb: 3, outline: 'none' }}
                    >
                      {stepTitles[step]}
                    </Typography>
                    <Box component="form" noValidate onSubmit={checkout.submitStep} aria-label={stepLabels[step]}>
                      <StepBody checkout={checkout} />
                      <Box
                        sx={{
                          display: 'flex',
                          justifyContent: 'space-between',
                          gap: 2,
                          mt: 4,
                          flexDirection: { xs: 'column-reverse', sm: 'row' },
                        }}
                      >
                        <Button
                          color="inherit"
                          onClick={() => setStep(step - 1)}
                          sx={
                            step === 0
                              ? { visibility: 'hidden', display: { xs: 'none', sm: 'inline-flex' } }
                              : undefined
                          }
                        >
                          Back to {step > 0 ? stepLabels[step - 1].toLowerCase() : ''}
                        </Button>
                        <Button
                          type="submit"
                          variant="contained"
                          size="large"
                          disabled={placing}
                          startIcon={placing ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                        >
                          {step === 3
                            ? placing
                              ? 'Placing order…'
                              : `Pay ${formatPrice(totals.total)}`
                            : `Continue to ${stepLabels[step + 1].toLowerCase()}`}
                        </Button>
                      </Box>
                    </Box>
                  </Card>
                </>
              )}
            </Grid>
            <Grid size={{ lg: 5 }} sx={{ display: { xs: 'none', lg: 'block' } }}>
              <Card
                component="aside"
                aria-labelledby="summary-title"
                sx={{ p: 3, position: 'sticky', top: 24, bgcolor: 'surface.raised' }}
              >
                <Typography id="summary-title" variant="h6" component="h2" sx={{ mb: 2.5 }}>
                  Order summary
                </Typography>
                {summary}
              </Card>
            </Grid>
          </Grid>
        </Box>
      </Box>
    </AppTheme>
  );
}
