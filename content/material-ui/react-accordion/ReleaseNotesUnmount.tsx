import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion, { accordionClasses } from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Fade from '@mui/material/Fade';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import * as React from 'react';

// A long list that is only worth rendering when someone opens it.
const changes = Array.from({ length: 40 }, (_, i) => `Fix #${2100 + i}: ${i % 2 ? 'sync conflict on rename' : 'crash when offline'}`);

export default function ReleaseNotesUnmount() {
  const baseId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [issuesOpen, setIssuesOpen] = React.useState(false);

  return (
    <div>
      <Accordion
        expanded={open}
        onChange={(_event, isExpanded) => setOpen(isExpanded)}
        slotProps={{ transition: { unmountOnExit: true } }}
      >
        {/* The panel only exists while open, so aria-controls is only set then. */}
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${baseId}-changes`} aria-controls={open ? `${baseId}-changes-panel` : undefined}>
          <Typography component="span">Version 4.2: all 40 fixes</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <List dense disablePadding>
            {changes.map((change) => (
              <ListItem key={change} disableGutters>
                <ListItemText primary={change} />
              </ListItem>
            ))}
          </List>
        </AccordionDetails>
      </Accordion>
      <Accordion
        expanded={issuesOpen}
        onChange={(_event, isExpanded) => setIssuesOpen(isExpanded)}
        slots={{ transition: Fade }}
        slotProps={{ transition: { timeout: 400 } }}
        // Fade doesn't animate height, so the closed region is given none.
        sx={{ [`& .${accordionClasses.region}`]: { height: issuesOpen ? 'auto' : 0, overflow: 'hidden' } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${baseId}-known`} aria-controls={`${baseId}-known-panel`}>
          <Typography component="span">Known issues (fades in)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Widgets on the lock screen may show yesterday’s events until the app is opened.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
