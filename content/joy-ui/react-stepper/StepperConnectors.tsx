import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Check from '@mui/icons-material/Check';
import Home from '@mui/icons-material/Home';
import Inventory from '@mui/icons-material/Inventory';

export default function StepperConnectors() {
  return (
    <Stepper
      aria-label="Delivery progress"
      sx={(theme) => ({
        maxWidth: 640,
        mx: 'auto',
        // Thicker, rounded connectors that touch the indicators.
        '--Step-connectorThickness': '4px',
        '--Step-connectorRadius': '4px',
        '--Step-connectorInset': '0px',
        '--Step-gap': '0px',
        '--StepIndicator-size': '40px',
        [`& .${stepClasses.completed}`]: { '--Step-connectorBg': theme.vars.palette.primary.solidBg },
        [`& .${stepClasses.root}`]: { flexDirection: 'column', gap: 1, alignItems: 'center' },
      })}
    >
      <Step
        completed
        orientation="vertical"
        indicator={
          <StepIndicator variant="solid" color="primary">
            <Check />
          </StepIndicator>
        }
      >
        Ordered
      </Step>
      <Step
        completed
        orientation="vertical"
        indicator={
          <StepIndicator variant="solid" color="primary">
            <Inventory />
          </StepIndicator>
        }
      >
        Packed
      </Step>
      <Step
        active
        aria-current="step"
        orientation="vertical"
        indicator={
          <StepIndicator variant="solid" color="primary">
            <LocalShipping />
          </StepIndicator>
        }
      >
        On its way
      </Step>
      <Step
        orientation="vertical"
        indicator={
          <StepIndicator variant="outlined">
            <Home />
          </StepIndicator>
        }
      >
        Delivered
      </Step>
    </Stepper>
  );
}
