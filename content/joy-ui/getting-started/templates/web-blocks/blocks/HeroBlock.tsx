import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Container from '@mui/joy/Container';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { bedStates, hero, samplePlan } from '../data/hero';

export interface HeroBlockProps {
  /** `h1` when the hero opens a page (the default); `h2` when the page already has its `h1`. */
  titleAs?: 'h1' | 'h2';
}

/** The page's opening: a headline, a call to action and a sample garden plan drawn with Sheets. */
export default function HeroBlock({ titleAs = 'h1' }: HeroBlockProps) {
  const titleId = React.useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={(theme) => ({
        py: { xs: 6, md: 10 },
        background: `linear-gradient(180deg, ${theme.vars.palette.success.softBg} 0%, ${theme.vars.palette.background.body} 75%)`,
      })}
    >
      <Container sx={{ display: 'grid', gap: { xs: 5, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' }, alignItems: 'center' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2.5 }}>
          <Chip variant="outlined" color="success" size="sm">
            {hero.announcement}
          </Chip>
          <Typography id={titleId} component={titleAs} level="h1" sx={{ fontSize: 'clamp(2rem, 1.4rem + 3vw, 3.25rem)', lineHeight: 1.1 }}>
            {hero.title}
          </Typography>
          <Typography level="body-lg" sx={{ maxWidth: 540 }}>
            {hero.lead}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, width: { xs: '100%', sm: 'auto' }, flexDirection: { xs: 'column', sm: 'row' } }}>
            <Button component="a" href={hero.primaryAction.href} size="lg" endDecorator={<ArrowForwardRounded />}>
              {hero.primaryAction.label}
            </Button>
            <Button component="a" href={hero.secondaryAction.href} size="lg" variant="outlined" color="neutral">
              {hero.secondaryAction.label}
            </Button>
          </Box>
          <Box
            component="ul"
            sx={(theme) => ({
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 2.5,
              rowGap: 0.5,
              '--Icon-color': theme.vars.palette.success.plainColor,
            })}
          >
            {hero.promises.map((promise) => (
              <Typography key={promise} component="li" level="body-sm" startDecorator={<CheckRounded />}>
                {promise}
              </Typography>
            ))}
          </Box>
        </Box>
        <Sheet component="figure" variant="outlined" sx={{ m: 0, p: { xs: 1.5, sm: 2 }, borderRadius: 'lg', boxShadow: 'lg' }}>
          {/* A picture of the product made of Joy components: no image to load, and it follows the colour scheme. */}
          <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
            {samplePlan.beds.map((bed) => (
              <Sheet
                key={`${bed.crop}-${bed.keeper}`}
                variant="soft"
                color={bedStates[bed.state].color}
                sx={{ borderRadius: 'sm', p: { xs: 1, sm: 1.5 }, minHeight: { xs: 64, sm: 84 }, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}
              >
                <Typography level="title-sm" textColor="inherit" sx={{ fontSize: { xs: 'xs', sm: 'sm' } }}>
                  {bed.crop}
                </Typography>
                <Typography level="body-xs" textColor="inherit">
                  {bed.keeper}
                </Typography>
              </Sheet>
            ))}
          </Box>
          <Box component="figcaption" sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography level="body-xs" sx={{ mr: 'auto' }}>
              {samplePlan.garden}, {samplePlan.month}: nine beds and who keeps them
            </Typography>
            {Object.values(bedStates).map((state) => (
              <Chip key={state.label} size="sm" variant="soft" color={state.color}>
                {state.label}
              </Chip>
            ))}
          </Box>
        </Sheet>
      </Container>
    </Box>
  );
}
