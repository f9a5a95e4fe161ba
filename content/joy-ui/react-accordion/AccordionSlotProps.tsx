import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import Typography from '@mui/joy/Typography';

const lessons = [
  ['Week 1 · Variables and types', 'Four videos, one quiz, about 90 minutes.'],
  ['Week 2 · Functions', 'Five videos and a small project: a tip calculator.'],
  ['Week 3 · Working with lists', 'Three videos, two exercises and the mid-term quiz.'],
];

export default function AccordionSlotProps() {
  return (
    <AccordionGroup sx={{ maxWidth: 480, mx: 'auto' }}>
      {lessons.map(([title, text]) => (
        <Accordion key={title}>
          <AccordionSummary
            slotProps={{
              // The button is the focusable part: give it more room and a bolder label.
              button: { sx: { py: 1.5, fontWeight: 'lg' } },
              indicator: { sx: { color: 'primary.plainColor' } },
            }}
          >
            {title}
          </AccordionSummary>
          <AccordionDetails
            variant="soft"
            slotProps={{ content: { sx: { py: 1.5 } } }}
          >
            <Typography level="body-sm">{text}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
