import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import * as React from 'react';

export default function QuizValidationRadio() {
  const id = React.useId();
  const [answer, setAnswer] = React.useState('');
  const [feedback, setFeedback] = React.useState('Pick one answer, then check it.');
  const [error, setError] = React.useState(false);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answer === '') {
      setFeedback('Choose an answer first.');
      setError(true);
    } else if (answer === 'neptune') {
      setFeedback('Correct: Neptune takes about 165 years to orbit the Sun.');
      setError(false);
    } else {
      setFeedback('Not quite. Try another planet.');
      setError(true);
    }
  };

  return (
    <form onSubmit={handleSubmit}>
      <FormControl error={error}>
        <FormLabel id={id}>Which planet has the longest year?</FormLabel>
        <RadioGroup
          aria-labelledby={id}
          aria-describedby={`${id}-feedback`}
          name="quiz"
          value={answer}
          onChange={(event) => {
            setAnswer(event.target.value);
            setError(false);
            setFeedback('Pick one answer, then check it.');
          }}
        >
          <FormControlLabel value="jupiter" control={<Radio />} label="Jupiter" />
          <FormControlLabel value="saturn" control={<Radio />} label="Saturn" />
          <FormControlLabel value="neptune" control={<Radio />} label="Neptune" />
        </RadioGroup>
        <FormHelperText id={`${id}-feedback`} role="status">
          {feedback}
        </FormHelperText>
        <Button type="submit" variant="outlined" sx={{ mt: 1, alignSelf: 'flex-start' }}>
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
