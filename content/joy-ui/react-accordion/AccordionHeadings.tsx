import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';

const topics = [
  ['Who can see my profile?', 'Only members of the teams you belong to. Your email address stays hidden from everyone else.'],
  ['How long do you keep my data?', 'Messages are kept while your account is open and deleted 30 days after you close it.'],
];

export default function AccordionHeadings() {
  return (
    <AccordionGroup sx={{ maxWidth: 480, mx: 'auto' }}>
      {topics.map(([title, text]) => (
        <Accordion key={title}>
          {/* The root becomes an h3 that wraps the button, so the questions join the page outline. */}
          <AccordionSummary component="h3" sx={{ m: 0, fontSize: 'inherit' }}>
            {title}
          </AccordionSummary>
          <AccordionDetails>{text}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
