import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary, { accordionSummaryClasses } from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Typography from '@mui/joy/Typography';

const folders = [
  { name: 'src', files: ['main.tsx', 'App.tsx', 'theme.ts'] },
  { name: 'public', files: ['favicon.svg', 'robots.txt'] },
  { name: 'tests', files: ['app.test.tsx'] },
];

export default function AccordionIndicatorStart() {
  return (
    <AccordionGroup
      size="sm"
      disableDivider
      sx={{
        maxWidth: 280,
        // Arrow first, then the label, as in a file tree.
        [`& .${accordionSummaryClasses.button}`]: { flexDirection: 'row-reverse', justifyContent: 'flex-end' },
        [`& .${accordionSummaryClasses.indicator}`]: { transform: 'none' },
        [`& [aria-expanded="true"] .${accordionSummaryClasses.indicator}`]: { transform: 'rotate(90deg)' },
      }}
    >
      {folders.map((folder) => (
        <Accordion key={folder.name}>
          <AccordionSummary indicator={<KeyboardArrowRight />}>{folder.name}/</AccordionSummary>
          <AccordionDetails>
            {folder.files.map((file) => (
              <Typography key={file} level="body-sm" sx={{ pl: 3, py: 0.25, fontFamily: 'code' }}>
                {file}
              </Typography>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
