import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DescribeChildTooltips() {
  return (
    <Stack direction="row" spacing={2}>
      {/* Visible text is the name; the tooltip adds a description (aria-describedby). */}
      <Tooltip title="Sends the invoice to billing@northwind.example and locks it" describeChild>
        <Button variant="contained">Send invoice</Button>
      </Tooltip>
      <Tooltip title="Keeps the invoice as a draft; nothing is sent" describeChild>
        <Button>Save draft</Button>
      </Tooltip>
    </Stack>
  );
}
