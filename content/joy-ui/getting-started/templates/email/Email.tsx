import * as React from 'react';
import Box from '@mui/joy/Box';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Snackbar from '@mui/joy/Snackbar';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import AppTheme from '../shared-theme/AppTheme';
import ComposeDialog from './components/ComposeDialog';
import FolderNav from './components/FolderNav';
import MailTopBar from './components/MailTopBar';
import MessageList from './components/MessageList';
import ReadingPane from './components/ReadingPane';
import { useMailbox } from './hooks/useMailbox';

/**
 * Tern Mail, an invented mail client: folders, the message list and the open message side by side
 * on a wide screen; list and message on a tablet, with the folders in a drawer; one pane at a time on a phone.
 */
export default function Email() {
  const mailbox = useMailbox();
  const [navOpen, setNavOpen] = React.useState(false);
  const [composeOpen, setComposeOpen] = React.useState(false);
  // `done`: a confirmation (sent); otherwise a plain notice, like the unconnected downloads.
  const [notice, setNotice] = React.useState<{ text: string; done: boolean } | null>(null);
  const confirm = (text: string) => setNotice({ text, done: true });

  const folderNav = (
    <FolderNav
      current={mailbox.folder}
      unreadCount={mailbox.unreadCount}
      onSelect={(folder) => {
        mailbox.openFolder(folder);
        setNavOpen(false);
      }}
    />
  );

  return (
    <AppTheme>
      <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.body' }}>
        <MailTopBar
          search={mailbox.search}
          onSearchChange={mailbox.setSearch}
          navOpen={navOpen}
          onOpenNav={() => setNavOpen(true)}
          onCompose={() => setComposeOpen(true)}
        />
        <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr)' } }}>
          <Sheet sx={{ display: { xs: 'none', lg: 'block' }, borderRight: '1px solid', borderColor: 'divider', overflowY: 'auto' }}>
            {folderNav}
          </Sheet>
          <Box
            component="main"
            sx={{ minHeight: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(300px, 380px) minmax(0, 1fr)' } }}
          >
            <Box
              sx={{
                display: { xs: mailbox.readerOpen ? 'none' : 'block', md: 'block' },
                minHeight: 0,
                borderRight: { md: '1px solid' },
                borderColor: { md: 'divider' },
              }}
            >
              <MessageList mailbox={mailbox} />
            </Box>
            <Box sx={{ display: { xs: mailbox.readerOpen ? 'flex' : 'none', md: 'flex' }, minHeight: 0, flexDirection: 'column' }}>
              <ReadingPane
                mailbox={mailbox}
                onReplySent={(name) => confirm(`Reply sent to ${name}.`)}
                onDownload={(file) => setNotice({ text: `Downloads aren’t connected in this template: ${file.name} would download now.`, done: false })}
              />
            </Box>
          </Box>
        </Box>
        <Drawer
          open={navOpen}
          onClose={() => setNavOpen(false)}
          size="sm"
          sx={{ display: { lg: 'none' } }}
          // No DialogTitle or DialogContent inside: name the drawer itself.
          slotProps={{ content: { 'aria-label': 'Folders', 'aria-labelledby': undefined, 'aria-describedby': undefined } }}
        >
          <ModalClose aria-label="Close folders" />
          <Box sx={{ pt: 5, height: '100%' }}>{folderNav}</Box>
        </Drawer>
        <ComposeDialog
          open={composeOpen}
          onClose={() => setComposeOpen(false)}
          onSend={(draft) => {
            mailbox.send(draft);
            confirm(`Message sent to ${draft.to}.`);
          }}
        />
        <Snackbar
          role="status"
          open={notice !== null}
          onClose={() => setNotice(null)}
          autoHideDuration={4000}
          variant="soft"
          color={notice?.done === false ? 'neutral' : 'success'}
          startDecorator={notice?.done === false ? <InfoOutlined /> : <CheckCircleRounded />}
        >
          {notice?.text}
        </Snackbar>
      </Box>
    </AppTheme>
  );
}
