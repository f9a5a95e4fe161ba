import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

export default function ButtonFormActions() {
  const [message, setMessage] = React.useState('');

  return (
    <Box
      component="form"
      sx={{ display: 'grid', gap: 2, maxWidth: 360 }}
      onSubmit={(event: React.SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setMessage(`Reminder set for ${data.get('plant')} every ${data.get('days')} days.`);
      }}
      onReset={() => setMessage('Form cleared.')}
    >
      <FormControl required>
        <FormLabel>Plant</FormLabel>
        <Input name="plant" defaultValue="Monstera" />
      </FormControl>
      <FormControl required>
        <FormLabel>Water every (days)</FormLabel>
        <Input name="days" type="number" defaultValue={7} slotProps={{ input: { min: 1, max: 60 } }} />
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button type="reset" variant="plain" color="neutral">
          Clear
        </Button>
        <Button type="submit">Set reminder</Button>
      </Box>
      <Typography level="body-sm" role="status">
        {message}
      </Typography>
    </Box>
  );
}
