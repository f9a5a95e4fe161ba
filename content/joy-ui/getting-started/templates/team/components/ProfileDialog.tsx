import * as React from 'react';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import ProfileDetails from './ProfileDetails';
import type { Person } from '../data/people';
import { useUpFrom } from '../hooks/useMediaQuery';

export interface ProfileDialogProps {
  open: boolean;
  person: Person | null;
  titleRef: React.Ref<HTMLHeadingElement>;
  onClose: () => void;
  onOpenPerson: (id: string) => void;
  onChat: (person: Person) => void;
}

/**
 * The profile below `xl`, where there is no room for a third column: a modal dialog, full screen
 * on phones. Joy's modal traps focus while open and returns it to the card's name on close.
 */
export default function ProfileDialog({ open, person, titleRef, onClose, onOpenPerson, onChat }: ProfileDialogProps) {
  const titleId = React.useId();
  const phone = !useUpFrom('sm');
  return (
    <Modal open={open && person !== null} onClose={onClose}>
      <ModalDialog
        layout={phone ? 'fullscreen' : 'center'}
        aria-labelledby={titleId}
        aria-describedby={undefined}
        sx={{ width: { sm: 520 }, overflowY: 'auto', p: { xs: 2, sm: 3 } }}
      >
        <ModalClose aria-label="Close profile" />
        {person && <ProfileDetails person={person} titleId={titleId} titleRef={titleRef} onOpenPerson={onOpenPerson} onChat={onChat} />}
      </ModalDialog>
    </Modal>
  );
}
