import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const sections = [
  { title: 'Shared calendars', text: 'Up to 20 calendars, visible to everyone in the workspace.', locked: false },
  { title: 'Room booking', text: 'Reserve meeting rooms from any event.', locked: false },
  { title: 'Team analytics (Business plan)', text: 'Meeting load per person and per week.', locked: true },
];

export default function PlanFeaturesDisabled() {
  const baseId = React.useId();

  return (
    <div>
      {sections.map((section, index) => (
        <Accordion key={section.title} disabled={section.locked}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${baseId}-${index}-header`}
            aria-controls={`${baseId}-${index}-panel`}
          >
            <Typography component="span">{section.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{section.text}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
