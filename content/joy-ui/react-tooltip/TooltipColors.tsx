import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipColors() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Tooltip title="Publishes to 12,400 subscribers" color="primary" variant="soft" describeChild>
        <Button>Publish</Button>
      </Tooltip>
      <Tooltip title="Saved 2 minutes ago" color="success" variant="soft" describeChild>
        <Button variant="outlined" color="success">
          Saved
        </Button>
      </Tooltip>
      <Tooltip title="Two links in this post are broken" color="warning" variant="soft" describeChild>
        <Button variant="outlined" color="warning">
          Check links
        </Button>
      </Tooltip>
      <Tooltip title="Deletes the post and its 38 comments" color="danger" variant="solid" describeChild>
        <Button variant="soft" color="danger">
          Delete
        </Button>
      </Tooltip>
      <Tooltip title="Only you can see drafts" color="neutral" describeChild>
        <Button variant="plain" color="neutral">
          Draft
        </Button>
      </Tooltip>
    </Box>
  );
}
