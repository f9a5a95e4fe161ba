import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import SendRounded from '@mui/icons-material/SendRounded';
import type { Draft } from '../hooks/useMailbox';

export interface ComposeDialogProps {
  open: boolean;
  onClose: () => void;
  onSend: (draft: Draft) => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Check a comma-separated list of addresses; returns an error message or ''. */
function checkRecipients(value: string) {
  const addresses = value.split(',').map((item) => item.trim()).filter(Boolean);
  if (addresses.length === 0) {
    return 'Add at least one recipient.';
  }
  const wrong = addresses.find((address) => !EMAIL.test(address));
  return wrong ? `“${wrong}” is not an email address.` : '';
}

/** A new message in a modal dialog: full screen on phones, a centred dialog from `sm` up. */
export default function ComposeDialog({ open, onClose, onSend }: ComposeDialogProps) {
  const [draft, setDraft] = React.useState<Draft>({ to: '', subject: '', body: '' });
  const [error, setError] = React.useState('');
  const toRef = React.useRef<HTMLInputElement>(null);

  const close = () => {
    setDraft({ to: '', subject: '', body: '' });
    setError('');
    onClose();
  };

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkRecipients(draft.to);
    setError(problem);
    if (problem) {
      toRef.current?.focus();
      return;
    }
    onSend(draft);
    close();
  };

  const field = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <Modal open={open} onClose={close}>
      <ModalDialog
        sx={{
          width: { xs: '100%', sm: 560 },
          height: { xs: '100%', sm: 'auto' },
          maxHeight: { xs: '100%', sm: 'calc(100% - 64px)' },
          borderRadius: { xs: 0, sm: 'lg' },
        }}
      >
        <ModalClose aria-label="Discard and close" />
        <DialogTitle component="h2">New message</DialogTitle>
        <DialogContent>Send from rosa@lindgren-gardens.example</DialogContent>
        <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} sx={{ flex: 1, minHeight: 0 }}>
          <FormControl error={Boolean(error)}>
            <FormLabel>To</FormLabel>
            <Input
              {...field('to')}
              type="email"
              placeholder="name@example.com, another@example.com"
              autoFocus
              slotProps={{ input: { ref: toRef, multiple: true } }}
            />
            {error && <FormHelperText>{error}</FormHelperText>}
          </FormControl>
          <FormControl>
            <FormLabel>Subject</FormLabel>
            <Input {...field('subject')} />
          </FormControl>
          <FormControl sx={{ flex: 1, minHeight: 0 }}>
            <FormLabel>Message</FormLabel>
            <Textarea {...field('body')} minRows={6} maxRows={14} sx={{ flex: { xs: 1, sm: 'none' } }} />
          </FormControl>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="plain" color="neutral" onClick={close}>
              Discard
            </Button>
            <Button type="submit" endDecorator={<SendRounded />}>
              Send
            </Button>
          </Stack>
        </Stack>
      </ModalDialog>
    </Modal>
  );
}
