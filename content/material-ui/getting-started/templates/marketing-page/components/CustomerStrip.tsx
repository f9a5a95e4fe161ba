import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { customerNames } from '../data/testimonials';

/** Customer names set as word marks, in place of logo files. */
export default function CustomerStrip() {
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        Answering customers at 1,400 small companies, including
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: { xs: 4, md: 7 },
          rowGap: 2,
        }}
      >
        {customerNames.map((name, index) => (
          <Typography
            component="li"
            key={name}
            sx={{
              color: 'text.secondary',
              fontWeight: 700,
              fontSize: '1.125rem',
              letterSpacing: index % 2 ? '0.08em' : '-0.01em',
              textTransform: index % 3 === 1 ? 'uppercase' : 'none',
              fontFamily: index % 2 ? 'Georgia, serif' : undefined,
            }}
          >
            {name}
          </Typography>
        ))}
      </Box>
    </Container>
  );
}
