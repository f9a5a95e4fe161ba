import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function FaqCollapse() {
  const answerId = React.useId();
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ maxWidth: 460 }}>
      <Button
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={answerId}
        endIcon={<ExpandMoreRounded sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 0.3s' }} />}
      >
        Can I pause my subscription?
      </Button>
      <Collapse in={open} id={answerId}>
        <Typography variant="body2" sx={{ px: 1, pb: 1 }}>
          Yes. Pause for up to three months from Settings › Billing. You keep your data and pay
          nothing while paused; the plan resumes on the date you choose.
        </Typography>
      </Collapse>
    </Box>
  );
}
