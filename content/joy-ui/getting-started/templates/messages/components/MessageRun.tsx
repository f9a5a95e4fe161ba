import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { ME, person } from '../data/people';
import { initials, timeOf } from '../utils/dates';
import type { Run } from '../utils/grouping';

/**
 * One person's messages in a row: their name and the time once, then a bubble per message.
 * The reader's own messages sit on the right in the solid primary colour, everyone else's on the
 * left in soft neutral; the bubble corners nearest the avatar are tightened to join the run.
 */
export default function MessageRun({ run }: { run: Run }) {
  const mine = run.authorId === ME;
  const author = person(run.authorId);
  const first = run.messages[0];
  return (
    <Box sx={{ display: 'flex', flexDirection: mine ? 'row-reverse' : 'row', alignItems: 'flex-start', gap: 1.25, mt: 2 }}>
      {!mine && (
        <Avatar size="sm" variant="soft" aria-hidden sx={{ mt: 2.5 }}>
          {initials(author.name)}
        </Avatar>
      )}
      <Box sx={{ minWidth: 0, maxWidth: { xs: '85%', sm: '75%', lg: 560 }, display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', gap: 0.5 }}>
        <Typography level="body-xs" sx={{ px: 0.5 }}>
          <Typography component="span" level="body-xs" textColor="text.primary" sx={{ fontWeight: 'lg' }}>
            {mine ? 'You' : author.name}
          </Typography>{' '}
          <time dateTime={first.sentAt}>{timeOf(first.sentAt)}</time>
        </Typography>
        {run.messages.map((message, index) => {
          const last = index === run.messages.length - 1;
          return (
            <Sheet
              key={message.id}
              variant={mine ? 'solid' : 'soft'}
              color={mine ? 'primary' : 'neutral'}
              sx={(theme) => {
                const round = theme.vars.radius.lg;
                const top = index === 0 ? round : '4px';
                const bottom = last ? round : '4px';
                // Corners in CSS order: top-left, top-right, bottom-right, bottom-left.
                return {
                  px: 1.75,
                  py: 1,
                  borderRadius: mine ? `${round} ${top} ${bottom} ${round}` : `${top} ${round} ${round} ${bottom}`,
                };
              }}
            >
              <Typography level="body-md" textColor="inherit" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.text}
              </Typography>
            </Sheet>
          );
        })}
      </Box>
    </Box>
  );
}
