import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Typography from '@mui/joy/Typography';

export default function CardActionsOrientation() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
      <Card sx={{ width: 260 }}>
        <Typography level="title-md">Leave without saving?</Typography>
        <Typography level="body-sm">Your draft of “Q3 roadmap” has unsaved edits.</Typography>
        {/* The first child is read first but shown last: the main action sits on the right. */}
        <CardActions orientation="horizontal-reverse">
          <Button color="danger">Discard</Button>
          <Button variant="plain" color="neutral">
            Keep editing
          </Button>
        </CardActions>
      </Card>
      <Card sx={{ width: 260 }}>
        <Typography level="title-md">Sign in to continue</Typography>
        <Typography level="body-sm">Choose how you want to sign in.</Typography>
        <CardActions orientation="vertical">
          <Button>Continue with email</Button>
          <Button variant="outlined" color="neutral">
            Use a passkey
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}
