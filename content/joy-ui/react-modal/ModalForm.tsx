import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Add from '@mui/icons-material/Add';

export default function ModalForm() {
  const [editing, setEditing] = React.useState(false);
  const [boards, setBoards] = React.useState<string[]>([]);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('board') ?? '').trim();
    if (name) setBoards((list) => [...list, name]);
    setEditing(false);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button startDecorator={<Add />} onClick={() => setEditing(true)}>
        New board
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {boards.length > 0 && `Boards: ${boards.join(', ')}`}
      </Typography>
      <Modal open={editing} onClose={() => setEditing(false)}>
        <ModalDialog minWidth={320}>
          <DialogTitle>New board</DialogTitle>
          <DialogContent>A board collects the tasks of one team or project.</DialogContent>
          <Stack component="form" spacing={2} onSubmit={handleSubmit}>
            <FormControl required>
              <FormLabel>Board name</FormLabel>
              <Input name="board" placeholder="Spring launch" autoFocus />
              <FormHelperText>You can rename it later.</FormHelperText>
            </FormControl>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button variant="plain" color="neutral" onClick={() => setEditing(false)}>
                Cancel
              </Button>
              <Button type="submit">Create board</Button>
            </Stack>
          </Stack>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
