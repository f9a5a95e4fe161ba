import * as React from 'react';
import Link from '@mui/joy/Link';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const sections = ['Personal details', 'Work history', 'References', 'Documents'];

export default function StepperButtons() {
  const [current, setCurrent] = React.useState(1);
  const [done, setDone] = React.useState<number[]>([0]);
  return (
    <div>
      <Stepper aria-label="Application sections" sx={{ maxWidth: 680, mx: 'auto' }}>
        {sections.map((section, index) => (
          <Step
            key={section}
            orientation="vertical"
            active={index === current}
            completed={done.includes(index)}
            indicator={
              <StepIndicator
                variant={index === current ? 'solid' : 'soft'}
                color={done.includes(index) ? 'success' : 'primary'}
              >
                {done.includes(index) ? <Check /> : index + 1}
              </StepIndicator>
            }
          >
            {/* StepButton covers the whole step: readers can jump to any section, in any order. */}
            <StepButton
              aria-current={index === current ? 'step' : undefined}
              onClick={() => setCurrent(index)}
            >
              {section}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography level="body-sm" sx={{ textAlign: 'center', mt: 3 }}>
        Editing “{sections[current]}”.{' '}
        <Link
          component="button"
          underline="always"
          onClick={() => setDone((list) => (list.includes(current) ? list : [...list, current]))}
        >
          Mark as complete
        </Link>
      </Typography>
    </div>
  );
}
