import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';

const questions = [
  {
    q: 'When will my parcel arrive?',
    a: 'Orders placed before 2 pm leave our warehouse the same day. Most parcels reach you within two working days.',
  },
  {
    q: 'Can I change the delivery address?',
    a: 'Yes, until the parcel is handed to the courier. Open the order in your account and choose "Edit address".',
  },
  {
    q: 'How do I send something back?',
    a: 'Print the prepaid label from your order page, pack the item in its original box and drop it at any post office within 30 days.',
  },
];

export default function AccordionBasic() {
  return (
    <AccordionGroup sx={{ maxWidth: 480, mx: 'auto' }}>
      {questions.map(({ q, a }, index) => (
        <Accordion key={q} defaultExpanded={index === 0}>
          <AccordionSummary>{q}</AccordionSummary>
          <AccordionDetails>{a}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
