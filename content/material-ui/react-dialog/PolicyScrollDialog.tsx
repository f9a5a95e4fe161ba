import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const clauses = [
  'Which data we collect',
  'Why we process it',
  'Payment providers',
  'Analytics and cookies',
  'How long we keep records',
  'Transfers outside the EU',
  'Your right to a copy',
  'Deleting your account',
  'Contacting our data officer',
  'Changes to this policy',
];

export default function PolicyScrollDialog() {
  const id = React.useId();
  const [scroll, setScroll] = React.useState<DialogProps['scroll']>('paper');
  const [open, setOpen] = React.useState(false);
  const openWith = (mode: DialogProps['scroll']) => {
    setScroll(mode);
    setOpen(true);
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => openWith('paper')}>Privacy policy (scroll inside)</Button>
      <Button variant="outlined" onClick={() => openWith('body')}>Privacy policy (scroll page)</Button>
      <Dialog open={open} onClose={() => setOpen(false)} scroll={scroll} aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`}>Privacy policy</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          {clauses.map((clause, index) => (
            <React.Fragment key={clause}>
              <Typography variant="subtitle2" component="h3">{index + 1}. {clause}</Typography>
              <Typography variant="body2" sx={{ mb: 2 }}>
                This clause explains {clause.toLowerCase()} in plain terms. Each section is short on purpose, yet
                together they run longer than one screen, which is what this example needs to show the scrolling
                behaviour you picked.
              </Typography>
            </React.Fragment>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
