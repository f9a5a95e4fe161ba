import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';

export default function AccordionSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
      {/* Compact filters for a narrow sidebar */}
      <AccordionGroup size="sm" sx={{ width: 200 }}>
        <Accordion defaultExpanded>
          <AccordionSummary>Brand</AccordionSummary>
          <AccordionDetails>
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Checkbox size="sm" label="Northwind" />
              <Checkbox size="sm" label="Contoso" />
            </Box>
          </AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Price</AccordionSummary>
          <AccordionDetails>Under €50 · €50 to €100 · Over €100</AccordionDetails>
        </Accordion>
      </AccordionGroup>
      {/* Roomy questions for a landing page */}
      <AccordionGroup size="lg" sx={{ flex: 1, minWidth: 260 }}>
        <Accordion defaultExpanded>
          <AccordionSummary>Is there a free trial?</AccordionSummary>
          <AccordionDetails>
            <Typography>Every plan starts with 14 days free. No card needed.</Typography>
          </AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Can I cancel at any time?</AccordionSummary>
          <AccordionDetails>
            <Typography>Yes. Your workspace stays readable until the end of the period.</Typography>
          </AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Box>
  );
}
