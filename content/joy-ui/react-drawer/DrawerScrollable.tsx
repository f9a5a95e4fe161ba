import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Tune from '@mui/icons-material/Tune';

const groups = {
  Type: ['Apartment', 'House', 'Cabin', 'Boat'],
  Amenities: ['Wi-Fi', 'Kitchen', 'Washer', 'Free parking', 'Pool', 'Air conditioning', 'Workspace'],
  Accessibility: ['Step-free entrance', 'Wide doorways', 'Roll-in shower'],
};

export default function DrawerScrollable() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="outlined" color="neutral" startDecorator={<Tune />} onClick={() => setOpen(true)}>
        Filters
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} anchor="right">
        {/* Title and footer stay put; only DialogContent scrolls. */}
        <DialogTitle>Filters</DialogTitle>
        <ModalClose />
        <Divider />
        <DialogContent sx={{ px: 2, py: 1 }}>
          {Object.entries(groups).map(([group, options]) => (
            <Box key={group} role="group" aria-label={group} sx={{ py: 1.5 }}>
              <Typography level="title-sm" sx={{ mb: 1 }}>
                {group}
              </Typography>
              <Stack spacing={1}>
                {options.map((option) => (
                  <Checkbox key={option} label={option} />
                ))}
              </Stack>
            </Box>
          ))}
        </DialogContent>
        <Divider />
        <Stack direction="row" spacing={1} sx={{ p: 2, justifyContent: 'space-between' }}>
          <Button variant="plain" color="neutral">
            Clear all
          </Button>
          <Button onClick={() => setOpen(false)}>Show 214 stays</Button>
        </Stack>
      </Drawer>
    </>
  );
}
