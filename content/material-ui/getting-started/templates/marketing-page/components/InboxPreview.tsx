import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { previewConversations, type ConversationState } from '../data/inbox';

const stateColors: Record<ConversationState, ChipProps['color']> = {
  New: 'secondary',
  Mine: 'primary',
  Waiting: 'warning',
  Done: 'success',
};

/**
 * A picture of the product built from components instead of a screenshot: it stays sharp, follows
 * the colour scheme and weighs nothing. Screen readers get one description instead of its parts.
 */
export default function InboxPreview() {
  return (
    <Paper
      role="img"
      aria-label="Preview of the Tandem inbox: four customer conversations, each showing who owns it and whether it is new, waiting or done, with a teammate typing a reply."
      elevation={8}
      sx={{ borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider' }}
    >
      <Box
        sx={{
          px: 2,
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          bgcolor: 'surface.sunken',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {[0, 1, 2].map((dot) => (
          <Box key={dot} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'divider' }} />
        ))}
        <Typography variant="body2" sx={{ ml: 1, fontWeight: 600 }}>
          help@pollenandco.example
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={0.5} sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <Chip size="small" label="New 1" />
          <Chip size="small" label="Mine 2" />
        </Stack>
      </Box>
      <Stack>
        {previewConversations.map((item, index) => (
          <Box
            key={item.subject}
            sx={{
              px: 2,
              py: 1.5,
              display: 'flex',
              gap: 1.5,
              alignItems: 'flex-start',
              borderBottom: index < previewConversations.length - 1 ? 1 : 0,
              borderColor: 'divider',
              bgcolor: index === 0 ? 'surface.accent' : 'transparent',
            }}
          >
            <Avatar
              sx={{ width: 36, height: 36, fontSize: '0.8rem', ...(index === 0 && { bgcolor: 'background.paper' }) }}
            >
              {item.initials}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                  {item.from}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto', flexShrink: 0 }}>
                  {item.received}
                </Typography>
              </Box>
              <Typography variant="body2" noWrap>
                {item.subject}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {index === 0 ? 'Aiko is typing a reply…' : item.snippet}
              </Typography>
            </Box>
            <Stack spacing={0.75} sx={{ alignItems: 'flex-end', display: { xs: 'none', sm: 'flex' } }}>
              <Chip size="small" variant="outlined" color={stateColors[item.state]} label={item.state} />
              <Typography variant="caption" color="text.secondary">
                {item.assignee ?? 'Unassigned'}
              </Typography>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
