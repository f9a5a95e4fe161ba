import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const topics = [
  { title: 'Why was I charged twice?', text: 'One charge is a hold by your bank and disappears within five days.' },
  { title: 'How do I get a VAT invoice?', text: 'Add your VAT number under Billing → Company details; new invoices include it.' },
];

export default function HelpCentreHeadings() {
  const baseId = React.useId();

  return (
    <section aria-labelledby={`${baseId}-title`}>
      <Typography id={`${baseId}-title`} component="h3" variant="h6" sx={{ mb: 1 }}>
        Billing questions
      </Typography>
      {topics.map((topic, index) => (
        // Nested under the h3 above, so each summary is wrapped in an h4.
        <Accordion key={topic.title} slotProps={{ heading: { component: 'h4' } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${baseId}-${index}-header`} aria-controls={`${baseId}-${index}-panel`}>
            <Typography component="span">{topic.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{topic.text}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </section>
  );
}
