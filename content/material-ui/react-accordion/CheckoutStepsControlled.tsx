import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import * as React from 'react';

type Step = 'contact' | 'delivery' | 'payment';

const steps: { key: Step; title: string; summary: string; details: string }[] = [
  { key: 'contact', title: 'Contact', summary: 'noor@example.com', details: 'We send the order confirmation and tracking link to noor@example.com.' },
  { key: 'delivery', title: 'Delivery', summary: 'Standard, 2–3 days', details: 'Standard delivery to 14 Rue des Lilas, Lyon. Express is available for €6.' },
  { key: 'payment', title: 'Payment', summary: 'Visa ending 0042', details: 'The card is charged when the parcel ships. You can also pay by bank transfer.' },
];

export default function CheckoutStepsControlled() {
  // Only one step open at a time: `false` means every step is closed.
  const [openStep, setOpenStep] = React.useState<Step | false>('delivery');
  const baseId = React.useId();

  const toggle = (step: Step) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
    setOpenStep(isExpanded ? step : false);
  };

  return (
    <div>
      {steps.map((step) => (
        <Accordion key={step.key} expanded={openStep === step.key} onChange={toggle(step.key)}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${baseId}-${step.key}-header`}
            aria-controls={`${baseId}-${step.key}-panel`}
          >
            <Typography component="span" sx={{ width: '35%', flexShrink: 0, fontWeight: 500 }}>
              {step.title}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {step.summary}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{step.details}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
