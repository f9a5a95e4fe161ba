import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const sections = ['Company details', 'Team members', 'Billing contact'];

export default function NonLinearStepper() {
  const [active, setActive] = React.useState(0);
  const [done, setDone] = React.useState<Record<number, boolean>>({});
  const [company, setCompany] = React.useState({ name: 'Northwind Bikes', website: 'northwind.example' });
  const [invite, setInvite] = React.useState('');
  const [members, setMembers] = React.useState<string[]>(['lea@northwind.example']);
  const [billingEmail, setBillingEmail] = React.useState('');
  const finished = sections.every((_, index) => done[index]);

  const markDone = () => {
    const next = { ...done, [active]: true };
    setDone(next);
    const firstOpen = sections.findIndex((_, index) => !next[index]);
    if (firstOpen !== -1) setActive(firstOpen);
  };
  // Editing a saved section makes it incomplete again.
  const touched = () => setDone((current) => ({ ...current, [active]: false }));

  const addMember = (event: React.SubmitEvent) => {
    event.preventDefault();
    if (invite.includes('@') && !members.includes(invite)) {
      setMembers([...members, invite]);
      setInvite('');
      touched();
    }
  };

  let content: React.ReactNode;
  if (active === 0) {
    content = (
      <Stack spacing={2}>
        <TextField
          label="Company name"
          value={company.name}
          onChange={(event) => {
            setCompany({ ...company, name: event.target.value });
            touched();
          }}
        />
        <TextField
          label="Website"
          value={company.website}
          onChange={(event) => {
            setCompany({ ...company, website: event.target.value });
            touched();
          }}
        />
      </Stack>
    );
  } else if (active === 1) {
    content = (
      <Box component="form" onSubmit={addMember}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField label="Invite by email" type="email" size="small" value={invite} onChange={(event) => setInvite(event.target.value)} fullWidth />
          <Button type="submit" variant="outlined">
            Invite
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} aria-label="Invited members" role="list">
          {members.map((email) => (
            <Chip
              key={email}
              role="listitem"
              label={email}
              onDelete={() => {
                setMembers(members.filter((member) => member !== email));
                touched();
              }}
            />
          ))}
        </Stack>
      </Box>
    );
  } else {
    content = (
      <TextField
        label="Invoices go to"
        type="email"
        autoComplete="email"
        value={billingEmail}
        onChange={(event) => {
          setBillingEmail(event.target.value);
          touched();
        }}
        helperText="We send one invoice a month."
        fullWidth
      />
    );
  }

  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <Stepper nonLinear activeStep={active}>
        {sections.map((label, index) => (
          <Step key={label} completed={Boolean(done[index])}>
            <StepButton onClick={() => setActive(index)}>{label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3 }}>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {finished ? 'Workspace set up. You can still revisit any section.' : sections[active]}
        </Typography>
        {content}
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button variant="contained" onClick={markDone} disabled={done[active] || (active === 2 && !billingEmail.includes('@'))}>
            {done[active] ? 'Section saved' : 'Save section'}
          </Button>
          {finished && (
            <Button
              onClick={() => {
                setDone({});
                setActive(0);
              }}
            >
              Reset
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
