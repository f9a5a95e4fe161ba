import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ConversationRow from './ConversationRow';
import type { Inbox } from '../hooks/useConversations';

/** Up and Down move focus between the conversations, Home and End jump to the ends. */
function moveFocus(event: React.KeyboardEvent<HTMLElement>) {
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-conversation]'));
  const index = buttons.indexOf(event.target as HTMLElement);
  const moves: Record<string, number> = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: buttons.length - 1 };
  if (index === -1 || !(event.key in moves)) {
    return;
  }
  event.preventDefault();
  buttons[Math.min(Math.max(moves[event.key], 0), buttons.length - 1)]?.focus();
}

/**
 * The conversation list, a `nav`: a search over names and message text, then the conversations,
 * most recent first. The arrow keys move through the list; Enter opens a conversation.
 */
export interface ConversationListProps {
  inbox: Inbox;
  onOpen: (id: string) => void;
}

export default function ConversationList({ inbox, onOpen }: ConversationListProps) {
  const { listed, search, setSearch, active, drafts } = inbox;
  return (
    <Box component="nav" aria-label="Conversations" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box role="search" sx={{ p: 1.5, pb: 1 }}>
        <Input
          type="search"
          size="sm"
          placeholder="Search people and messages"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          startDecorator={<SearchRounded />}
          endDecorator={
            search ? (
              <IconButton size="sm" variant="plain" color="neutral" aria-label="Clear search" onClick={() => setSearch('')}>
                <CloseRounded />
              </IconButton>
            ) : null
          }
          aria-label="Search conversations"
        />
      </Box>
      <Typography level="body-xs" role="status" sx={{ px: 2, pb: 0.5 }}>
        {search.trim() ? `${listed.length} ${listed.length === 1 ? 'conversation matches' : 'conversations match'}` : `${listed.length} conversations`}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 1, pb: 1 }}>
        {listed.length === 0 ? (
          <Typography level="body-sm" sx={{ p: 2, textAlign: 'center' }}>
            No name or message contains “{search.trim()}”.
          </Typography>
        ) : (
          <List
            aria-label="Conversations, most recent first"
            onKeyDown={moveFocus}
            sx={(theme) => ({ '--ListItem-radius': theme.vars.radius.md, '--List-gap': '2px', '--ListItemDecorator-size': '52px' })}
          >
            {listed.map(({ conversation, hit }) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                hit={hit}
                draft={drafts[conversation.id]}
                selected={conversation.id === active?.id}
                onOpen={onOpen}
              />
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
