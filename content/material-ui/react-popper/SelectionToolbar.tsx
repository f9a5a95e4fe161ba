import BorderColorOutlined from '@mui/icons-material/BorderColorOutlined';
import CommentOutlined from '@mui/icons-material/CommentOutlined';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper, { PopperProps } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function SelectionToolbar() {
  const [anchorEl, setAnchorEl] = React.useState<PopperProps['anchorEl']>(null);
  const [status, setStatus] = React.useState('Select some words in the paragraph.');

  const handleSelection = () => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) {
      setAnchorEl(null);
      return;
    }
    const range = selection.getRangeAt(0);
    // A virtual element: Popper only needs its bounding rectangle.
    setAnchorEl({ getBoundingClientRect: () => range.getBoundingClientRect() });
  };

  const act = (action: string) => {
    setStatus(`${action}: “${window.getSelection()?.toString()}”`);
    setAnchorEl(null);
  };

  return (
    <div>
      <Typography onMouseUp={handleSelection} onKeyUp={handleSelection} sx={{ maxWidth: 480 }}>
        The committee met on Tuesday to review the budget for the new library wing. After a long
        discussion, members agreed to fund the reading room first and to postpone the café.
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 2 }}>
        {status}
      </Typography>
      <Popper open={Boolean(anchorEl)} anchorEl={anchorEl} placement="top" role="toolbar" aria-label="Selection actions">
        <Paper elevation={6} sx={{ display: 'flex', mb: 1 }}>
          <IconButton aria-label="Highlight selection" onMouseDown={(event) => event.preventDefault()} onClick={() => act('Highlighted')}>
            <BorderColorOutlined />
          </IconButton>
          <IconButton aria-label="Comment on selection" onMouseDown={(event) => event.preventDefault()} onClick={() => act('Comment added')}>
            <CommentOutlined />
          </IconButton>
        </Paper>
      </Popper>
    </div>
  );
}
