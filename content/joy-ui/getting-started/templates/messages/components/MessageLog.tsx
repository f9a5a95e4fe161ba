import * as React from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import MessageRun from './MessageRun';
import type { Conversation } from '../data/conversations';
import { titleOf } from '../hooks/useConversations';
import { dayHeading } from '../utils/dates';
import { groupMessages } from '../utils/grouping';

/**
 * The messages of the open conversation, in a `log` region, so a screen reader announces what is
 * added while the reader is elsewhere, by day (each under an `h3`) and by runs of one author.
 * It scrolls to the newest message when it opens or shows and when a message is added. Give it a `key`
 * per conversation: a fresh region does not read out the whole history as "added".
 */
export interface MessageLogProps {
  conversation: Conversation;
  /** False while the pane is hidden (phones, list showing): the log scrolls down when it shows. */
  shown: boolean;
}

export default function MessageLog({ conversation, shown }: MessageLogProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const headingId = React.useId();
  const count = conversation.messages.length;

  React.useLayoutEffect(() => {
    const node = ref.current;
    if (node) {
      node.scrollTop = node.scrollHeight;
    }
  }, [count, shown]);

  return (
    <Box
      ref={ref}
      role="log"
      tabIndex={0}
      aria-label={`Messages in ${titleOf(conversation)}`}
      sx={(theme) => ({
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        px: { xs: 1.5, sm: 3 },
        pb: 2,
        [theme.focus.selector]: { ...theme.focus.default, outlineOffset: '-2px' },
      })}
    >
      {groupMessages(conversation.messages).map((day) => (
        <Box component="section" key={day.date} aria-labelledby={`${headingId}-${day.date}`}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              mt: 3,
              '&::before, &::after': { content: '""', flex: 1, borderTop: '1px solid', borderColor: 'divider' },
            }}
          >
            <Typography id={`${headingId}-${day.date}`} level="body-xs" component="h3" sx={{ fontWeight: 'lg' }}>
              {dayHeading(day.runs[0].messages[0].sentAt)}
            </Typography>
          </Box>
          {day.runs.map((run) => (
            <MessageRun key={run.messages[0].id} run={run} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
