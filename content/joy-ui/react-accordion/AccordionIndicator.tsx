import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary, { accordionSummaryClasses } from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import Add from '@mui/icons-material/Add';

const terms = [
  ['Booking changes', 'Change the date of your stay free of charge up to 48 hours before arrival.'],
  ['Cancellation', 'Cancel up to 7 days before arrival for a full refund; later, the first night is charged.'],
  ['Pets', 'Dogs are welcome in ground-floor rooms for €15 a night.'],
];

export default function AccordionIndicator() {
  return (
    <AccordionGroup
      sx={{
        maxWidth: 460,
        mx: 'auto',
        // The plus turns into a cross while a section is open.
        [`& .${accordionSummaryClasses.indicator}`]: { transition: '0.2s' },
        [`& [aria-expanded="true"] .${accordionSummaryClasses.indicator}`]: {
          transform: 'rotate(45deg)',
        },
      }}
    >
      {terms.map(([title, text]) => (
        <Accordion key={title}>
          <AccordionSummary indicator={<Add />}>{title}</AccordionSummary>
          <AccordionDetails>{text}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
