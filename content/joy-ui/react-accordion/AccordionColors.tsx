import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import Typography from '@mui/joy/Typography';

const incidents = [
  {
    color: 'danger',
    title: 'Outage · Payments API',
    detail: 'Card payments fail for customers in the EU region. Engineers are rolling back the last release.',
  },
  {
    color: 'warning',
    title: 'Degraded · Email delivery',
    detail: 'Receipts arrive up to 20 minutes late while a mail provider clears its queue.',
  },
  {
    color: 'success',
    title: 'Resolved · Dashboard login',
    detail: 'Single sign-on works again for all workspaces since 09:42 UTC.',
  },
] as const;

export default function AccordionColors() {
  return (
    <AccordionGroup disableDivider sx={{ maxWidth: 520, mx: 'auto', gap: 1 }}>
      {incidents.map((incident) => (
        <Accordion key={incident.title} variant="soft" color={incident.color} sx={{ borderRadius: 'sm' }}>
          <AccordionSummary color={incident.color}>{incident.title}</AccordionSummary>
          <AccordionDetails color={incident.color}>
            <Typography level="body-sm" textColor="inherit">
              {incident.detail}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
