import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Masonry from '@mui/lab/Masonry';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';

const questions = [
  { q: 'Can I change plans later?', a: 'Yes. Upgrades apply at once; downgrades apply at the end of the billing month.' },
  { q: 'Do you offer refunds?', a: 'Within 14 days of purchase, no questions asked.' },
  { q: 'Where is my data stored?', a: 'In two data centres in Frankfurt, with nightly encrypted backups kept for 30 days.' },
  { q: 'Is there a student discount?', a: 'Students and teachers get 50 % off with a school email address.' },
  { q: 'Can I export everything?', a: 'Settings › Export gives you a ZIP of CSV files and attachments.' },
  { q: 'Do you have an API?', a: 'A REST API with webhooks is included in every paid plan.' },
];

export default function FaqAccordions() {
  return (
    <Masonry columns={{ xs: 1, sm: 2 }} spacing={2}>
      {questions.map((item) => (
        <Accordion key={item.q} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreRounded />}>
            <Typography component="span">{item.q}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{item.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Masonry>
  );
}
