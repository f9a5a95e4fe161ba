import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import type { ReactNode } from 'react';

/** On phones and tablets the order summary folds into an accordion above the form, with the total always in view. */
export default function MobileSummary({ total, children }: { total: string; children: ReactNode }) {
  return (
    <Accordion
      // The summary's button sits in a heading; h2 keeps the outline in order under the page's h1.
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ display: { lg: 'none' }, mb: 3, bgcolor: 'background.paper' }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreRounded />}
        aria-controls="mobile-summary-content"
        id="mobile-summary-header"
      >
        {/* Spans: the summary is a button, which may only hold phrasing content. */}
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, pr: 1 }}>
          <ShoppingBagOutlined fontSize="small" />
          <Typography component="span" sx={{ fontWeight: 600, flex: 1 }}>
            Order summary
          </Typography>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {total}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}
