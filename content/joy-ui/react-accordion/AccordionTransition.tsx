import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const steps = [
  ['Mix the dough', 'Combine 500 g flour, 350 g water, 10 g salt and 3 g yeast. Rest for 30 minutes.'],
  ['First rise', 'Fold the dough every half hour for two hours, then leave it covered overnight in the fridge.'],
  ['Bake', 'Bake at 250 °C in a lidded pot for 20 minutes, then 20 more minutes uncovered.'],
];

export default function AccordionTransition() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 3 }}>
      <div>
        <Typography level="title-sm" component="p" sx={{ mb: 1 }}>
          Slow opening, quick closing
        </Typography>
        <AccordionGroup transition={{ initial: '0.15s ease-in', expanded: '0.5s ease-out' }}>
          {steps.map(([title, text]) => (
            <Accordion key={title}>
              <AccordionSummary>{title}</AccordionSummary>
              <AccordionDetails>{text}</AccordionDetails>
            </Accordion>
          ))}
        </AccordionGroup>
      </div>
      <div>
        <Typography level="title-sm" component="p" sx={{ mb: 1 }}>
          No animation
        </Typography>
        <AccordionGroup transition="0s">
          {steps.map(([title, text]) => (
            <Accordion key={title}>
              <AccordionSummary>{title}</AccordionSummary>
              <AccordionDetails>{text}</AccordionDetails>
            </Accordion>
          ))}
        </AccordionGroup>
      </div>
    </Box>
  );
}
