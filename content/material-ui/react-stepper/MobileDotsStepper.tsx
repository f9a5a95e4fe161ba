import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import HikingIcon from '@mui/icons-material/Hiking';
import MapIcon from '@mui/icons-material/Map';
import ShareLocationIcon from '@mui/icons-material/ShareLocation';

const slides = [
  {
    Icon: HikingIcon,
    title: 'Welcome to Trailhead',
    body: 'Find marked trails near you, filtered by distance, climb and how busy they usually are.',
  },
  {
    Icon: MapIcon,
    title: 'Maps that work offline',
    body: 'Download a region before you leave. Your position still shows on the map with no signal.',
  },
  {
    Icon: ShareLocationIcon,
    title: 'Tell someone your route',
    body: 'Share a live link with a friend. It stops sharing on its own when you finish the hike.',
  },
];

export default function MobileDotsStepper() {
  const [active, setActive] = React.useState(0);
  const { Icon, title, body } = slides[active];

  return (
    <Box sx={{ maxWidth: 380, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {/* aria-live announces the new slide, since the dots themselves say nothing. */}
      <Box aria-live="polite" sx={{ p: 3, minHeight: 180, textAlign: 'center' }}>
        <Icon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {body}
        </Typography>
      </Box>
      <MobileStepper
        variant="dots"
        steps={slides.length}
        position="static"
        activeStep={active}
        backButton={
          <Button size="small" onClick={() => setActive((step) => step - 1)} disabled={active === 0}>
            Back
          </Button>
        }
        nextButton={
          <Button size="small" onClick={() => setActive((step) => step + 1)} disabled={active === slides.length - 1}>
            Next
          </Button>
        }
      />
    </Box>
  );
}
