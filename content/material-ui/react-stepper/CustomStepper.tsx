import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import Step from '@mui/material/Step';
import StepConnector, { stepConnectorClasses } from '@mui/material/StepConnector';
import { StepIconProps } from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import EditIcon from '@mui/icons-material/Edit';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PublishIcon from '@mui/icons-material/Publish';

const Track = styled(StepConnector)(({ theme }) => ({
  [`&.${stepConnectorClasses.alternativeLabel}`]: { top: 20 },
  [`& .${stepConnectorClasses.line}`]: {
    height: 4,
    border: 0,
    borderRadius: 2,
    backgroundColor: (theme.vars ?? theme).palette.divider,
  },
  [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}, &.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]: {
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
  },
}));

const icons = [EditIcon, FactCheckIcon, PublishIcon];

function RoundIcon({ active, completed, icon }: StepIconProps) {
  const Icon = icons[Number(icon) - 1];
  const filled = active || completed;
  return (
    <Circle data-filled={filled ? 'true' : undefined}>
      <Icon fontSize="small" />
    </Circle>
  );
}

const Circle = styled('span')(({ theme }) => ({
  width: 44,
  height: 44,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: 1,
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.action.selected,
  '&[data-filled]': { color: (theme.vars ?? theme).palette.primary.contrastText, backgroundColor: (theme.vars ?? theme).palette.primary.main },
}));

const stages = [
  { label: 'Draft', status: 'Sam is still writing. 1,240 of about 1,500 words.', action: 'Send to review' },
  { label: 'Editorial review', status: 'Priya left 3 comments. Two are about the headline.', action: 'Approve' },
  { label: 'Publish', status: 'Scheduled for Thursday at 09:00, with a newsletter mention.', action: 'Publish now' },
];

export default function CustomStepper() {
  const [active, setActive] = React.useState(1);
  const stage = stages[Math.min(active, stages.length - 1)];

  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <Stepper alternativeLabel activeStep={active} connector={<Track />}>
        {stages.map(({ label }) => (
          <Step key={label}>
            <StepLabel slots={{ stepIcon: RoundIcon }}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3, textAlign: 'center' }} aria-live="polite">
        <Typography variant="body2">
          {active === stages.length ? 'Live on the blog. Views are counted from now on.' : stage.status}
        </Typography>
        <Box sx={{ mt: 2, display: 'flex', gap: 1, justifyContent: 'center' }}>
          <Button size="small" disabled={active === 0} onClick={() => setActive(active - 1)}>
            Back
          </Button>
          <Button size="small" variant="contained" disabled={active === stages.length} onClick={() => setActive(active + 1)}>
            {active === stages.length ? 'Published' : stage.action}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
