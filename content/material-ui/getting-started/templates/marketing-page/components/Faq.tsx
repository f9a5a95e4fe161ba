import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Section from './Section';
import { questions } from '../data/faq';

export default function Faq() {
  return (
    <Section id="faq" eyebrow="Questions" title="Before you switch">
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        {questions.map((item, index) => (
          // Each summary sits in an h3 (the accordion's default heading), under the section's h2.
          <Accordion key={item.q}>
            <AccordionSummary
              expandIcon={<ExpandMoreRounded />}
              id={`faq-${index}-question`}
              aria-controls={`faq-${index}-answer`}
            >
              {item.q}
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{item.a}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
        <Typography sx={{ mt: 4, textAlign: 'center' }}>
          Something else? <Link href="#">Write to the team that builds Tandem</Link>: we answer from Tandem, within a
          working day.
        </Typography>
      </Box>
    </Section>
  );
}
