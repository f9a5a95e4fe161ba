import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ButtonGroupColors() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 460 }}>
      <Typography level="title-md">Review: “Great blender, loud motor”</Typography>
      <Typography level="body-sm">Flagged twice for off-topic language.</Typography>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        <ButtonGroup color="success" variant="soft" aria-label="Publish">
          <Button>Approve</Button>
          <Button>Approve and feature</Button>
        </ButtonGroup>
        <ButtonGroup color="danger" variant="outlined" aria-label="Remove">
          <Button>Reject</Button>
          <Button>Block author</Button>
        </ButtonGroup>
        <ButtonGroup color="primary" variant="plain" aria-label="Follow up">
          <Button>Ask to edit</Button>
          <Button>Escalate</Button>
        </ButtonGroup>
        <ButtonGroup color="warning" variant="soft" aria-label="Delay">
          <Button>Hold for 24 h</Button>
        </ButtonGroup>
      </Stack>
    </Card>
  );
}
