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

export default function CustomStepper() {
  return (
    <Stepper alternativeLabel activeStep={1} connector={<Track />}>
      {['Draft', 'Editorial review', 'Publish'].map((label) => (
        <Step key={label}>
          <StepLabel slots={{ stepIcon: RoundIcon }}>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
