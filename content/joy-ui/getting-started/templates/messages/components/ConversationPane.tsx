import type * as React from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Composer from './Composer';
import ConversationHeader from './ConversationHeader';
import MessageLog from './MessageLog';
import { titleOf, type Inbox } from '../hooks/useConversations';

export interface ConversationPaneProps {
  inbox: Inbox;
  /** Whether the pane is on screen: always from `md` up, after a conversation is picked below. */
  shown: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  onBack: () => void;
  onMarkUnread: (id: string) => void;
}

/** The open conversation as a `section` named after it: header, message log and composer, or a prompt when none is open. */
export default function ConversationPane({ inbox, shown, headingRef, onBack, onMarkUnread }: ConversationPaneProps) {
  const conversation = inbox.active;
  if (!conversation) {
    return (
      <Box sx={{ flex: 1, display: 'grid', placeContent: 'center', justifyItems: 'center', gap: 1, p: 4, textAlign: 'center' }}>
        <ForumOutlined sx={{ fontSize: 48, color: 'text.tertiary' }} />
        <Typography level="title-md" component="h2">
          No conversation open
        </Typography>
        <Typography level="body-sm">Pick one from the list to read it and reply.</Typography>
      </Box>
    );
  }
  const title = titleOf(conversation);
  return (
    <Box component="section" aria-label={title} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <ConversationHeader
        conversation={conversation}
        headingRef={headingRef}
        onBack={onBack}
        onMarkUnread={() => onMarkUnread(conversation.id)}
        onToggleMute={() => inbox.toggleMute(conversation.id)}
      />
      <MessageLog key={conversation.id} conversation={conversation} shown={shown} />
      <Composer
        key={`composer-${conversation.id}`}
        recipient={title}
        value={inbox.drafts[conversation.id] ?? ''}
        onChange={(text) => inbox.setDraft(conversation.id, text)}
        onSend={(text) => inbox.send(conversation.id, text)}
      />
    </Box>
  );
}
