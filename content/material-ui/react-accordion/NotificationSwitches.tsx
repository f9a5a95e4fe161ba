import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const channels = [
  { name: 'Email', detail: 'A daily digest at 8:00, plus mentions as they happen.' },
  { name: 'Push', detail: 'Mentions and direct messages on your phone, muted from 22:00 to 7:00.' },
  { name: 'SMS', detail: 'Only sign-in codes and security alerts.' },
];

export default function NotificationSwitches() {
  const baseId = React.useId();
  const [enabled, setEnabled] = React.useState<Record<string, boolean>>({ Email: true, Push: true, SMS: false });

  return (
    <div>
      {channels.map(({ name, detail }) => (
        // The switch is a sibling of the accordion, placed over its top edge, not a child of the summary button.
        <Box key={name} sx={{ position: 'relative' }}>
          <Accordion disableGutters>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`${baseId}-${name}-header`}
              aria-controls={`${baseId}-${name}-panel`}
              sx={{ pr: 10 }}
            >
              <Typography component="span">
                {name} notifications: {enabled[name] ? 'on' : 'off'}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2">{detail}</Typography>
            </AccordionDetails>
          </Accordion>
          <Switch
            checked={enabled[name]}
            onChange={(event) => setEnabled({ ...enabled, [name]: event.target.checked })}
            slotProps={{ input: { 'aria-label': `${name} notifications` } }}
            sx={{ position: 'absolute', top: 5, right: 48 }}
          />
        </Box>
      ))}
    </div>
  );
}
