import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MobileStepper from '@mui/material/MobileStepper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const scale = ['Very poor', 'Poor', 'Fine', 'Good', 'Excellent'];

const questions = [
  'How easy was it to find a table?',
  'How was the speed of service?',
  'How would you rate your main course?',
  'How clean was the dining room?',
  'How fair was the price for what you got?',
  'How likely are you to come back?',
];

export default function MobileProgressStepper() {
  const [active, setActive] = React.useState(0);
  const [answers, setAnswers] = React.useState<Record<number, string>>({});
  const sent = active === questions.length;

  return (
    <Box sx={{ maxWidth: 400, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ p: 2, minHeight: 236 }}>
        <Typography variant="overline" component="p" aria-live="polite">
          {sent ? 'Survey sent' : `Question ${active + 1} of ${questions.length}`}
        </Typography>
        {sent ? (
          <Typography>Thank you. Your answers help the kitchen and the floor team.</Typography>
        ) : (
          <FormControl>
            <FormLabel id={`survey-q${active}`} sx={{ color: 'text.primary', mb: 1 }}>
              {questions[active]}
            </FormLabel>
            <RadioGroup
              aria-labelledby={`survey-q${active}`}
              value={answers[active] ?? ''}
              onChange={(event) => setAnswers({ ...answers, [active]: event.target.value })}
            >
              {scale.map((option) => (
                <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={option} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      </Box>
      <MobileStepper
        variant="progress"
        steps={questions.length}
        position="static"
        activeStep={Math.min(active, questions.length - 1)}
        slotProps={{ progress: { 'aria-label': 'Survey progress', sx: { width: '100%', mx: 1 } } }}
        backButton={
          <Button size="small" onClick={() => setActive((step) => step - 1)} disabled={active === 0 || sent}>
            Back
          </Button>
        }
        nextButton={
          <Button size="small" onClick={() => setActive((step) => step + 1)} disabled={sent || !answers[active]}>
            {active === questions.length - 1 ? 'Send' : 'Next'}
          </Button>
        }
      />
    </Box>
  );
}
