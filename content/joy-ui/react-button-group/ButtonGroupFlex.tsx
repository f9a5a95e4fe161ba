import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

type Answer = 'no' | 'maybe' | 'yes';

export default function ButtonGroupFlex() {
  const [answer, setAnswer] = React.useState<Answer | null>(null);
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <Typography level="title-md">Team lunch, Friday 12:30</Typography>
      <Typography level="body-sm">Will you come?</Typography>
      <ButtonGroup buttonFlex={1} aria-label="Reply to the invitation">
        <Button onClick={() => setAnswer('no')}>No</Button>
        <Button onClick={() => setAnswer('maybe')}>Maybe</Button>
        <Button onClick={() => setAnswer('yes')}>Yes</Button>
      </ButtonGroup>
      <Typography level="body-sm" aria-live="polite">
        {answer ? `You replied “${answer}”.` : 'No reply yet.'}
      </Typography>
    </Card>
  );
}
