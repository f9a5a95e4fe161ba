import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import AltRouteRounded from '@mui/icons-material/AltRouteRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import KeyboardRounded from '@mui/icons-material/KeyboardRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Section from './Section';
import { features } from '../data/features';

const icons: Record<string, SvgIconComponent> = {
  collision: VisibilityRounded,
  routing: AltRouteRounded,
  replies: KeyboardRounded,
  reports: InsightsRounded,
};

/** Features as tabs: a vertical list beside the panel on desktop, a scrolling row above it on phones. */
export default function FeatureExplorer() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [active, setActive] = React.useState(features[0].id);
  const feature = features.find((entry) => entry.id === active)!;
  const Icon = icons[feature.id];

  return (
    <Section
      id="features"
      eyebrow="Features"
      title="Built for the handful of people who answer everything"
      intro="No ticket numbers, no agent seats to juggle: the tools a small team needs to stop tripping over each other."
    >
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 3, md: 5 } }}>
        <Tabs
          orientation={wide ? 'vertical' : 'horizontal'}
          variant={wide ? 'standard' : 'scrollable'}
          allowScrollButtonsMobile
          value={active}
          onChange={(_, next: string) => setActive(next)}
          aria-label="Features"
          sx={{ flexShrink: 0, minWidth: { md: 260 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider' }}
        >
          {features.map((entry) => (
            <Tab
              key={entry.id}
              value={entry.id}
              label={entry.title}
              id={`feature-tab-${entry.id}`}
              aria-controls="feature-panel"
              sx={{ alignItems: { md: 'flex-start' }, textAlign: 'left', fontSize: '1rem' }}
            />
          ))}
        </Tabs>
        <Card
          id="feature-panel"
          role="tabpanel"
          aria-labelledby={`feature-tab-${feature.id}`}
          sx={{ flex: 1, p: { xs: 3, md: 5 } }}
        >
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'surface.accent',
              color: 'surface.onAccent',
              mb: 3,
            }}
          >
            <Icon />
          </Box>
          <Typography variant="h4" component="h3">
            {feature.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3, maxWidth: 560 }}>
            {feature.summary}
          </Typography>
          <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {feature.points.map((point) => (
              <Box component="li" key={point} sx={{ display: 'flex', gap: 1.25 }}>
                <CheckRounded color="primary" fontSize="small" sx={{ mt: 0.25 }} />
                <Typography>{point}</Typography>
              </Box>
            ))}
          </Stack>
        </Card>
      </Box>
    </Section>
  );
}
