import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Schedule from '@mui/icons-material/Schedule';

// The next maintenance window, as it would come from your status API.
const maintenance = { start: '2026-03-08T02:00:00Z', end: '2026-03-08T04:00:00Z' };

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(iso),
  );

export default function AlertBasic() {
  return (
    <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 420, p: 3, borderRadius: 'md' }}>
      <Stack spacing={2} component="form" onSubmit={(event) => event.preventDefault()}>
        <Typography level="h4" component="h3">
          Sign in to Ledgerly
        </Typography>
        {/* The notice is part of the page from the start, so it is a note rather than a live alert. */}
        <Alert role="note" startDecorator={<Schedule />}>
          <span>
            Ledgerly is read-only from <time dateTime={maintenance.start}>{formatTime(maintenance.start)}</time> to{' '}
            <time dateTime={maintenance.end}>{formatTime(maintenance.end)}</time> (UTC) while we upgrade our servers.
          </span>
        </Alert>
        <FormControl required>
          <FormLabel>Work email</FormLabel>
          <Input type="email" name="email" autoComplete="email" />
        </FormControl>
        <FormControl required>
          <FormLabel>Password</FormLabel>
          <Input type="password" name="password" autoComplete="current-password" />
        </FormControl>
        <Button type="submit">Sign in</Button>
      </Stack>
    </Sheet>
  );
}
