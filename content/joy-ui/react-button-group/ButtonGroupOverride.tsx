import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ButtonGroupOverride() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography level="body-sm">Pull request #318 is ready.</Typography>
      <ButtonGroup variant="outlined" color="neutral" aria-label="Pull request actions">
        <Button>Request changes</Button>
        <Button>Comment</Button>
        {/* Props set on a child override the values it inherits from the group. */}
        <Button variant="solid" color="success">
          Merge
        </Button>
      </ButtonGroup>
    </Stack>
  );
}
