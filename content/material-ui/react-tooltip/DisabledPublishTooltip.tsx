import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import * as React from 'react';

export default function DisabledPublishTooltip() {
  const [reviewed, setReviewed] = React.useState(false);
  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={() => setReviewed(!reviewed)}>
        {reviewed ? 'Withdraw approval' : 'Approve draft'}
      </Button>
      <Tooltip title={reviewed ? '' : 'A reviewer has to approve the draft first'} describeChild>
        {/* A disabled button fires no events, so the span listens for them.
            describeChild: a <span> may not carry an aria-label. */}
        <span>
          <Button variant="contained" disabled={!reviewed}>
            Publish
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
