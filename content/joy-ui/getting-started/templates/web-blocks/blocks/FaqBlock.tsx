import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';
import Container from '@mui/joy/Container';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { faqIntro, questions } from '../data/faq';

/**
 * Questions and answers in an AccordionGroup. Each summary is rendered as an `h3`, so the questions
 * appear in a screen reader's list of headings; the first one starts open.
 */
export default function FaqBlock() {
  const titleId = React.useId();
  const [open, setOpen] = React.useState<number | null>(0);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ py: { xs: 6, md: 9 } }}>
      <Container sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
        <div>
          <Typography id={titleId} level="h2" sx={{ mb: 1.5 }}>
            {faqIntro.title}
          </Typography>
          <Typography level="body-md" sx={{ mb: 1 }}>
            {faqIntro.lead}
          </Typography>
          <Link href={`mailto:${faqIntro.contactEmail}`} level="title-md">
            {faqIntro.contactEmail}
          </Link>
        </div>
        <AccordionGroup
          size="lg"
          variant="outlined"
          transition="0.2s ease"
          sx={{ borderRadius: 'lg', '--ListItem-paddingY': '0.75rem', '--ListItem-paddingX': '1rem' }}
        >
          {questions.map((item, index) => (
            <Accordion key={item.question} expanded={open === index} onChange={(_, expanded) => setOpen(expanded ? index : null)}>
              <AccordionSummary component="h3" sx={{ m: 0, fontSize: 'md', fontWeight: 'lg' }}>
                {item.question}
              </AccordionSummary>
              <AccordionDetails>
                <Typography level="body-md">{item.answer}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </AccordionGroup>
      </Container>
    </Box>
  );
}
