import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const Textarea = styled(TextareaAutosize)(({ theme }) => {
  // With CSS theme variables, `theme.vars` follows light and dark mode.
  const { palette } = theme.vars || theme;
  return {
    boxSizing: 'border-box',
    width: '100%',
    padding: theme.spacing(1, 1.5),
    font: 'inherit',
    lineHeight: 1.5,
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    resize: 'none',
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
  };
});

export default function FeedbackAutosize() {
  const id = React.useId();
  const [text, setText] = React.useState('');

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        What could we do better?
      </Typography>
      <Textarea
        id={id}
        minRows={3}
        maxLength={500}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="A sentence or two is plenty."
      />
      <Typography variant="caption" color="text.secondary">
        {text.length} / 500 characters
      </Typography>
    </Box>
  );
}
