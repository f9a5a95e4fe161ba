import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import DeleteForever from '@mui/icons-material/DeleteForever';

type Project = { name: string; tasks: number };

export default function ModalAlertDialog() {
  const [pending, setPending] = React.useState<Project | null>(null);
  const [deleted, setDeleted] = React.useState<string[]>([]);
  const project: Project = { name: 'Autumn campaign', tasks: 46 };

  const confirmDeletion = () => {
    if (pending) setDeleted((names) => [...names, pending.name]);
    setPending(null);
  };

  return (
    <>
      {deleted.includes(project.name) ? (
        <Typography level="body-sm">“{project.name}” was deleted.</Typography>
      ) : (
        <Button color="danger" variant="soft" startDecorator={<DeleteForever />} onClick={() => setPending(project)}>
          Delete {project.name}
        </Button>
      )}
      <Modal open={pending !== null} onClose={() => setPending(null)}>
        <ModalDialog role="alertdialog" color="danger" variant="outlined" size="sm">
          <DialogTitle>Delete “{pending?.name}” for everyone?</DialogTitle>
          <DialogContent>
            Its {pending?.tasks} tasks and every attached file go with it. There is no undo.
          </DialogContent>
          {/* The row is laid out in reverse, so the first button, the main action, sits on the right. */}
          <DialogActions>
            <Button color="danger" onClick={confirmDeletion}>
              Delete project
            </Button>
            <Button color="neutral" variant="outlined" onClick={() => setPending(null)}>
              Keep it
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </>
  );
}
