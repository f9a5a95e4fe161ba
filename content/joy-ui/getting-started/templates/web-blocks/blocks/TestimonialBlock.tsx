import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Container from '@mui/joy/Container';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import { testimonial } from '../data/testimonial';

/**
 * One grower's words in a `blockquote`, credited in a `figcaption`, beside three figures in a
 * description list, on a soft panel whose colours come from the success palette in both schemes.
 */
export default function TestimonialBlock() {
  const titleId = React.useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ py: { xs: 6, md: 9 } }}>
      <Container>
        <Sheet
          variant="soft"
          color="success"
          sx={{
            borderRadius: 'xl',
            p: { xs: 3, sm: 5, md: 7 },
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            alignItems: 'center',
          }}
        >
          <div>
            <Typography id={titleId} component="h2" level="body-sm" textColor="text.secondary" sx={{ fontWeight: 'lg', textTransform: 'uppercase', letterSpacing: '0.1em', mb: 2 }}>
              {testimonial.eyebrow}
            </Typography>
            <Box component="figure" sx={{ m: 0 }}>
              <FormatQuoteRounded aria-hidden sx={{ fontSize: 48, opacity: 0.7 }} />
              <Box component="blockquote" sx={{ m: 0 }}>
                <Typography level="h3" component="p" textColor="text.primary" sx={{ fontWeight: 'md', lineHeight: 1.45, fontSize: { xs: 'lg', sm: 'xl2' } }}>
                  {testimonial.quote}
                </Typography>
              </Box>
              <Box component="figcaption" sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Avatar variant="solid" color="success" size="lg" aria-hidden>
                  {testimonial.initials}
                </Avatar>
                <div>
                  <Typography level="title-md">{testimonial.name}</Typography>
                  <Typography level="body-sm">{testimonial.role}</Typography>
                </div>
              </Box>
            </Box>
          </div>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: '1fr' } }}>
            {testimonial.figures.map((figure) => (
              <Box key={figure.label} sx={{ display: 'flex', flexDirection: 'column-reverse', borderLeft: '3px solid', borderColor: 'success.outlinedBorder', pl: 2 }}>
                <Typography component="dt" level="body-sm">
                  {figure.label}
                </Typography>
                <Typography component="dd" level="h2" sx={{ m: 0 }}>
                  {figure.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Sheet>
      </Container>
    </Box>
  );
}
