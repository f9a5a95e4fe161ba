import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import Close from '@mui/icons-material/Close';
import Lightbulb from '@mui/icons-material/Lightbulb';

export default function DismissibleCard() {
  const [open, setOpen] = React.useState(true);
  if (!open) {
    return (
      <Button variant="plain" onClick={() => setOpen(true)}>
        Show the tip again
      </Button>
    );
  }
  return (
    <Card variant="outlined" color="primary" sx={{ maxWidth: 400, mx: 'auto', pr: 5 }}>
      <IconButton
        size="sm"
        variant="plain"
        color="neutral"
        aria-label="Dismiss tip"
        onClick={() => setOpen(false)}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <Close />
      </IconButton>
      <CardContent>
        <Typography level="title-md" startDecorator={<Lightbulb />}>
          Tip: drag to reorder
        </Typography>
        <Typography level="body-sm">
          Hold a task by its handle and drop it where you want it. The order is saved for everyone on the board.
        </Typography>
      </CardContent>
    </Card>
  );
}
