import * as React from 'react';
import Button from '@mui/joy/Button';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function RadioValidation() {
  const id = React.useId();
  const [answer, setAnswer] = React.useState<string | null>(null);
  const [error, setError] = React.useState(false);
  const [sent, setSent] = React.useState(false);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(answer === null);
    setSent(answer !== null);
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1}>
        <FormLabel id={`${id}-label`} required>
          Would you recommend us to a friend?
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-help`}
          aria-required
          aria-invalid={error}
          value={answer}
          onChange={(event) => {
            setAnswer(event.target.value);
            setError(false);
          }}
          name="recommend"
        >
          {['Yes', 'Maybe', 'No'].map((option) => (
            <Radio key={option} value={option} label={option} color={error ? 'danger' : undefined} />
          ))}
        </RadioGroup>
        <FormHelperText id={`${id}-help`} sx={error ? { color: 'danger.plainColor' } : undefined}>
          {error && <InfoOutlined />}
          {error ? 'Pick one answer to send the survey.' : 'One click, no account needed.'}
        </FormHelperText>
      </Stack>
      <Button type="submit" variant="soft">
        Send answer
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {sent ? 'Thanks, your answer was sent.' : ''}
      </Typography>
    </Stack>
  );
}
