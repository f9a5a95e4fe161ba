import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';

export default function AnnouncementBanner() {
  const [open, setOpen] = React.useState(true);

  if (!open) {
    return (
      <Button variant="plain" onClick={() => setOpen(true)}>
        Show the announcement again
      </Button>
    );
  }

  return (
    <Sheet
      variant="solid"
      color="neutral"
      invertedColors
      role="region"
      aria-label="Announcement"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderRadius: 'sm',
        bgcolor: 'neutral.800',
      }}
    >
      <CampaignOutlined />
      <Typography level="body-sm" sx={{ flex: 1, minWidth: 200 }}>
        The library closes at 14:00 on Saturday for the book fair.
      </Typography>
      <Button size="sm" variant="soft">
        Fair programme
      </Button>
      <IconButton size="sm" variant="plain" aria-label="Dismiss announcement" onClick={() => setOpen(false)}>
        <CloseRounded />
      </IconButton>
    </Sheet>
  );
}
