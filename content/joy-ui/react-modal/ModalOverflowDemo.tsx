import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';

const clauses = Array.from({ length: 24 }, (_, index) => `Clause ${index + 1}: the tenant keeps the common areas tidy and reports damage within 48 hours.`);

export default function ModalOverflowDemo() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Read the house rules
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* The whole dialog scrolls inside the overflow container. */}
        <ModalOverflow>
          <ModalDialog>
            <ModalClose aria-label="Close" />
            <DialogTitle>House rules</DialogTitle>
            <DialogContent>
              <List marker="decimal" component="ol">
                {clauses.map((clause) => (
                  <ListItem key={clause}>{clause}</ListItem>
                ))}
              </List>
            </DialogContent>
          </ModalDialog>
        </ModalOverflow>
      </Modal>
    </>
  );
}
