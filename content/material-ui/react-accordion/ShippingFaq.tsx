import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const questions = [
  {
    question: 'How long does delivery take?',
    answer: 'Orders placed before 3 p.m. leave our warehouse the same day. Most arrive within two working days in mainland Europe.',
  },
  {
    question: 'Can I change the delivery address?',
    answer: 'Yes, until the parcel is handed to the courier. Open the order in your account and choose “Edit address”.',
  },
  {
    question: 'What do returns cost?',
    answer: 'Returns are free for 30 days. Print the label from your account and drop the parcel at any post office.',
  },
];

export default function ShippingFaq() {
  const baseId = React.useId();

  return (
    <div>
      {questions.map(({ question, answer }, index) => (
        <Accordion key={question} defaultExpanded={index === 0}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${baseId}-q${index}`}
            aria-controls={`${baseId}-a${index}`}
          >
            <Typography component="span">{question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
