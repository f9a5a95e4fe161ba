import AddReactionOutlined from '@mui/icons-material/AddReactionOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const reactions = [
  { emoji: '👍', name: 'Thumbs up' },
  { emoji: '🎉', name: 'Party' },
  { emoji: '❤️', name: 'Heart' },
  { emoji: '👀', name: 'Eyes' },
];

export default function ReactionPickerInline() {
  const id = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [reaction, setReaction] = React.useState<string | null>(null);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', pb: 6 }}>
      <Typography>Deploy to production finished in 4 min 12 s.</Typography>
      <Button
        size="small"
        startIcon={<AddReactionOutlined />}
        aria-expanded={Boolean(anchorEl)}
        aria-controls={anchorEl ? id : undefined}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        {reaction ? `Reacted ${reaction}` : 'React'}
      </Button>
      <Popper id={id} open={Boolean(anchorEl)} anchorEl={anchorEl} placement="bottom-start" disablePortal role="presentation">
        <Paper role="group" aria-label="Reactions" elevation={4} sx={{ display: 'flex', p: 0.5, mt: 0.5 }}>
          {reactions.map((item) => (
            <Button
              key={item.name}
              aria-label={item.name}
              onClick={() => {
                setReaction(item.emoji);
                setAnchorEl(null);
              }}
              sx={{ minWidth: 40, fontSize: 20 }}
            >
              {item.emoji}
            </Button>
          ))}
        </Paper>
      </Popper>
    </Stack>
  );
}
