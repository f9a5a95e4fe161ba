import * as React from 'react';
import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import Typography from '@mui/joy/Typography';

const sections = [
  { title: 'Personal details', body: 'Ada Lovelace · ada@example.com · +44 20 7946 0000' },
  { title: 'Delivery slot', body: 'Thursday 12 June, between 08:00 and 10:00.' },
  { title: 'Payment', body: 'Visa ending in 4242, billed when the order ships.' },
];

export default function AccordionControlled() {
  // Only one section is open at a time: opening one closes the others.
  const [open, setOpen] = React.useState<number | null>(0);
  return (
    <AccordionGroup variant="outlined" sx={{ maxWidth: 440, mx: 'auto', borderRadius: 'md' }}>
      {sections.map((section, index) => (
        <Accordion
          key={section.title}
          expanded={open === index}
          onChange={(_event, expanded) => setOpen(expanded ? index : null)}
        >
          <AccordionSummary>{section.title}</AccordionSummary>
          <AccordionDetails>
            <Typography level="body-sm">{section.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
