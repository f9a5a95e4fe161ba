import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function OrderAccordionActions() {
  const baseId = React.useId();
  const [status, setStatus] = React.useState('Preparing for dispatch');

  return (
    <Accordion defaultExpanded>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${baseId}-header`} aria-controls={`${baseId}-panel`}>
        <Typography component="span">Order #30418 · {status}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2">
          2 × ceramic mug (sage), 1 × linen tea towel. Total €46.50, paid with PayPal on 3 March.
        </Typography>
      </AccordionDetails>
      <AccordionActions>
        <Button onClick={() => setStatus('Cancelled')} disabled={status === 'Cancelled'}>
          Cancel order
        </Button>
        <Button variant="contained" onClick={() => setStatus('Gift wrap added')} disabled={status === 'Cancelled'}>
          Add gift wrap
        </Button>
      </AccordionActions>
    </Accordion>
  );
}
