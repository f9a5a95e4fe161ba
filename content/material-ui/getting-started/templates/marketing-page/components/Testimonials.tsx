import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import Section from './Section';
import { testimonials } from '../data/testimonials';

export default function Testimonials() {
  return (
    <Section id="customers" eyebrow="Customers" title="Fewer “who’s got this?” messages">
      <Grid container spacing={3}>
        {testimonials.map((item) => (
          <Grid key={item.name} size={{ xs: 12, md: 4 }}>
            <Card component="figure" sx={{ m: 0, p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}>
              <FormatQuoteRounded aria-hidden color="secondary" sx={{ fontSize: 36, mb: 1 }} />
              <Typography component="blockquote" sx={{ m: 0, flex: 1 }}>
                {item.quote}
              </Typography>
              <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 3 }}>
                <Avatar aria-hidden>{item.initials}</Avatar>
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.role}
                  </Typography>
                </div>
              </Box>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
