import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion, { accordionClasses } from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';

const release = [
  ['Version 4.2 · 3 June', 'Adds dark mode to the mobile app and speeds up search by about a third.'],
  ['Version 4.1 · 14 May', 'Exports now include attachments. Fixes a crash when a list was empty.'],
  ['Version 4.0 · 2 April', 'A new editor with tables, comments and offline drafts.'],
];

export default function AccordionSeparated() {
  return (
    <AccordionGroup
      disableDivider
      variant="plain"
      sx={{
        maxWidth: 480,
        mx: 'auto',
        gap: 1.5,
        // Each release becomes a rounded card of its own.
        [`& .${accordionClasses.root}`]: {
          borderRadius: 'md',
          boxShadow: 'sm',
          bgcolor: 'background.surface',
        },
        [`& .${accordionClasses.root}.${accordionClasses.expanded}`]: {
          outline: '1px solid',
          outlineColor: 'primary.outlinedBorder',
        },
      }}
    >
      {release.map(([title, text]) => (
        <Accordion key={title}>
          <AccordionSummary>{title}</AccordionSummary>
          <AccordionDetails>{text}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
