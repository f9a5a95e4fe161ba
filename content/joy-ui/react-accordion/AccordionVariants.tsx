import AccordionGroup, { AccordionGroupProps } from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const variants: AccordionGroupProps['variant'][] = ['plain', 'outlined', 'soft'];

function Specs({ variant }: { variant: AccordionGroupProps['variant'] }) {
  return (
    <AccordionGroup variant={variant} sx={{ borderRadius: 'sm' }}>
      <Accordion defaultExpanded>
        <AccordionSummary>Storage</AccordionSummary>
        <AccordionDetails>256 GB, expandable with microSD.</AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Battery</AccordionSummary>
        <AccordionDetails>4,500 mAh, up to two days of use.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}

export default function AccordionVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
      {variants.map((variant) => (
        <div key={variant}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            variant=&quot;{variant}&quot;
          </Typography>
          <Specs variant={variant} />
        </div>
      ))}
      <div>
        <Typography level="body-xs" sx={{ mb: 0.5 }}>
          solid, through an inverted Sheet
        </Typography>
        {/* invertedColors re-colours the headers and panels so they stay readable on the solid fill. */}
        <Sheet variant="solid" color="primary" invertedColors sx={{ borderRadius: 'sm' }}>
          <Specs variant="plain" />
        </Sheet>
      </div>
    </Box>
  );
}
