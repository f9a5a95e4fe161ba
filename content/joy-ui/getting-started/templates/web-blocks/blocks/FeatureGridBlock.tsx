import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Container from '@mui/joy/Container';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { features, featuresIntro } from '../data/features';

/** A centred introduction and six features, in one, two or three columns as the width allows. */
export default function FeatureGridBlock() {
  const titleId = React.useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ py: { xs: 6, md: 9 } }}>
      <Container>
        <Box sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: { xs: 4, md: 6 } }}>
          <Typography level="body-sm" color="success" sx={{ fontWeight: 'lg', textTransform: 'uppercase', letterSpacing: '0.1em', mb: 1 }}>
            {featuresIntro.eyebrow}
          </Typography>
          <Typography id={titleId} level="h2" sx={{ mb: 1.5 }}>
            {featuresIntro.title}
          </Typography>
          <Typography level="body-lg">{featuresIntro.lead}</Typography>
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {features.map(({ icon: Icon, title, text }) => (
            <Card key={title} component="li" variant="plain" sx={{ bgcolor: 'background.level1', gap: 1.5, p: 3 }}>
              <Sheet
                variant="soft"
                color="success"
                sx={{ width: 44, height: 44, borderRadius: 'md', display: 'grid', placeItems: 'center', '--Icon-color': 'currentColor' }}
              >
                <Icon />
              </Sheet>
              <Typography level="title-lg" component="h3">
                {title}
              </Typography>
              <Typography level="body-md">{text}</Typography>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
