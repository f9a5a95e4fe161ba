import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface SectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** A tinted band, to separate neighbouring sections. */
  tinted?: boolean;
  children: ReactNode;
}

/** A page section with its eyebrow, `h2` and introduction, centred above the content. */
export default function Section({ id, eyebrow, title, intro, tinted = false, children }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ py: { xs: 8, md: 12 }, bgcolor: tinted ? 'surface.sunken' : 'transparent', scrollMarginTop: 64 }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 5, md: 7 } }}>
          <Typography variant="eyebrow" color="primary">
            {eyebrow}
          </Typography>
          <Typography id={`${id}-title`} variant="h2" sx={{ mt: 1 }}>
            {title}
          </Typography>
          {intro && (
            <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
