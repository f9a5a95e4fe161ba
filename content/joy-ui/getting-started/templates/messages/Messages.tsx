import * as React from 'react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import AppTheme from '../shared-theme/AppTheme';
import AppHeader from './components/AppHeader';
import ConversationList from './components/ConversationList';
import ConversationPane from './components/ConversationPane';
import { useConversations } from './hooks/useConversations';
import { useWideScreen } from './hooks/useWideScreen';

/** Where focus goes after the next render: the open conversation's heading, or a row of the list. */
type FocusTarget = { to: 'heading' } | { to: 'row'; id: string } | null;

/**
 * Callboard, an invented messaging app for theatre crews. From `md` up the conversation list and
 * the open conversation sit side by side; below `md` one shows at a time, and focus moves with
 * the reader: to the conversation's heading when it opens, back to its row on the way back.
 */
export default function Messages() {
  const inbox = useConversations();
  const wide = useWideScreen();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const listRef = React.useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = React.useState<FocusTarget>(null);

  React.useEffect(() => {
    if (focusTarget?.to === 'heading') {
      headingRef.current?.focus();
    } else if (focusTarget?.to === 'row') {
      listRef.current?.querySelector<HTMLElement>(`[data-conversation="${focusTarget.id}"]`)?.focus();
    }
  }, [focusTarget]);

  const open = (id: string) => {
    inbox.open(id);
    // Side by side, focus stays in the list so the reader can keep browsing it.
    setFocusTarget(wide ? null : { to: 'heading' });
  };
  const back = () => {
    if (inbox.active) {
      setFocusTarget({ to: 'row', id: inbox.active.id });
    }
    inbox.close();
  };
  const markUnread = (id: string) => {
    inbox.markUnread(id);
    setFocusTarget({ to: 'row', id });
  };

  return (
    <AppTheme>
      <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.body' }}>
        <AppHeader totalUnread={inbox.totalUnread} />
        <Box
          component="main"
          sx={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gridTemplateRows: 'minmax(0, 1fr)',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '340px minmax(0, 1fr)', lg: '380px minmax(0, 1fr)' },
          }}
        >
          <Sheet
            ref={listRef}
            sx={{
              display: { xs: inbox.paneOpen ? 'none' : 'block', md: 'block' },
              minHeight: 0,
              borderRight: { md: '1px solid' },
              borderColor: { md: 'divider' },
            }}
          >
            <ConversationList inbox={inbox} onOpen={open} />
          </Sheet>
          <Box sx={{ display: { xs: inbox.paneOpen ? 'flex' : 'none', md: 'flex' }, minHeight: 0, flexDirection: 'column' }}>
            <ConversationPane
              inbox={inbox}
              shown={wide || inbox.paneOpen}
              headingRef={headingRef}
              onBack={back}
              onMarkUnread={markUnread}
            />
          </Box>
        </Box>
      </Box>
    </AppTheme>
  );
}
