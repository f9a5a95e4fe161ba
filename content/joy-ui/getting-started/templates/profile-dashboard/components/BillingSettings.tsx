import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import { invoices, plan } from '../data/billing';
import { formatDate, formatMoney } from '../utils/format';

export interface BillingSettingsProps {
  onNotice: (message: string) => void;
}

/**
 * The clinic's plan and seats, the card on file, and past invoices. Only clinic leads see this tab in
 * Wrenfield. Seats, the card and the invoice files belong to your billing service: here their
 * buttons only say so, through `onNotice`.
 */
export default function BillingSettings({ onNotice }: BillingSettingsProps) {
  const [yearly, setYearly] = React.useState(false);
  const monthly = plan.seats * plan.pricePerSeat;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <div>
        <Typography level="title-lg" component="h2">
          Plan & billing
        </Typography>
        <Typography level="body-sm">You manage billing for the whole clinic.</Typography>
      </div>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Sheet variant="outlined" sx={{ borderRadius: 'lg', p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography level="title-md" component="h3">
              {plan.name}
            </Typography>
            <Chip size="sm" variant="soft" color={yearly ? 'success' : 'primary'}>
              {yearly ? `Yearly from ${formatDate(plan.renews)}` : 'Billed monthly'}
            </Chip>
          </Box>
          <Typography level="h3" component="p">
            {formatMoney(monthly)}
            <Typography level="body-sm" component="span">
              {' '}
              a month, renews {formatDate(plan.renews)}
            </Typography>
          </Typography>
          <div>
            <Typography level="body-sm" sx={{ mb: 0.75 }}>
              {plan.seatsUsed} of {plan.seats} seats in use, at {formatMoney(plan.pricePerSeat)} each
            </Typography>
            <LinearProgress
              determinate
              value={(plan.seatsUsed / plan.seats) * 100}
              aria-label="Seats in use"
              aria-valuetext={`${plan.seatsUsed} of ${plan.seats} seats`}
              sx={{ '--LinearProgress-thickness': '8px' }}
            />
          </div>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            <Button size="sm" onClick={() => onNotice('Seat changes aren’t connected in this template: your billing service would open here.')}>
              Add or remove seats
            </Button>
            <Button
              size="sm"
              variant="plain"
              color="neutral"
              onClick={() => {
                setYearly(!yearly);
                onNotice(yearly ? 'You’ll stay on monthly billing.' : `Yearly billing starts when the plan renews on ${formatDate(plan.renews)}.`);
              }}
            >
              {yearly ? 'Stay on monthly billing' : 'Switch to yearly billing'}
            </Button>
          </Box>
        </Sheet>
        <Sheet variant="soft" sx={{ borderRadius: 'lg', p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography level="title-md" component="h3">
            Payment method
          </Typography>
          <Typography startDecorator={<CreditCardRounded />} level="body-md" textColor="text.primary">
            {plan.card.brand} ending {plan.card.last4}
          </Typography>
          <Typography level="body-sm">Expires {plan.card.expires}</Typography>
          <Link
            component="button"
            level="body-sm"
            onClick={() => onNotice('Card changes aren’t connected in this template: your payment provider’s form would open here.')}
            sx={{ mt: 'auto', alignSelf: 'flex-start' }}
          >
            Update card
          </Link>
        </Sheet>
      </Box>
      <div>
        <Typography level="title-md" component="h3" sx={{ mb: 1 }}>
          Invoices
        </Typography>
        <Sheet variant="outlined" sx={{ borderRadius: 'lg', overflowX: 'auto' }}>
          <Table aria-label="Invoices" sx={{ minWidth: 320, '& th:last-child, & td:last-child': { textAlign: 'right' } }}>
            <thead>
              <tr>
                <th scope="col">Issued</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">
                  File
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>{formatDate(invoice.issued)}</td>
                  <td>{formatMoney(invoice.amount)}</td>
                  <td>
                    <Chip size="sm" variant="soft" color={invoice.due ? 'warning' : 'success'}>
                      {invoice.due ? `Due ${formatDate(invoice.due)}` : 'Paid'}
                    </Chip>
                  </td>
                  <td>
                    <Link
                      component="button"
                      level="body-sm"
                      aria-label={`Download invoice ${invoice.id} (PDF)`}
                      onClick={() => onNotice(`Downloads aren’t connected in this template: invoice ${invoice.id} would download now.`)}
                    >
                      PDF
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Sheet>
      </div>
    </Box>
  );
}
