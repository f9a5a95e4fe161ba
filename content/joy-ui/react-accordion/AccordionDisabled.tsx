import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function AccordionDisabled() {
  return (
    <AccordionGroup sx={{ maxWidth: 480, mx: 'auto' }}>
      <Accordion>
        <AccordionSummary>General</AccordionSummary>
        <AccordionDetails>Workspace name, time zone and language.</AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Members</AccordionSummary>
        <AccordionDetails>Invite people and choose what each of them can edit.</AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary>Audit log</AccordionSummary>
        <AccordionDetails>Every change made in the workspace, kept for a year.</AccordionDetails>
      </Accordion>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1 }}>
        <Typography level="body-sm">The audit log comes with the plan</Typography>
        <Chip size="sm" color="primary">
          Business
        </Chip>
      </Box>
    </AccordionGroup>
  );
}
