import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const CodeTextarea = styled(TextareaAutosize)(({ theme }) => {
  // With CSS theme variables, `theme.vars` follows light and dark mode.
  const { palette } = theme.vars || theme;
  return {
    boxSizing: 'border-box',
    width: '100%',
    padding: theme.spacing(1),
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: 14,
    color: palette.text.primary,
    backgroundColor: palette.action.hover,
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
  };
});

const initial = `Fix rounding of tax totals

Totals were rounded per line, which could leave the invoice
one cent off. Round once, on the invoice total.`;

export default function CommitMessageMaxRows() {
  const id = React.useId();

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        Commit message
      </Typography>
      {/* Grows from 2 to 6 rows, then scrolls. */}
      <CodeTextarea id={id} minRows={2} maxRows={6} defaultValue={initial} />
    </Box>
  );
}
