import ArrowRightIcon from '@mui/icons-material/ArrowRight';
import Accordion, { AccordionProps } from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary, { accordionSummaryClasses } from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import * as React from 'react';

// Flat, square, bordered panels with the arrow before the title.
const FlatAccordion = styled((props: AccordionProps) => <Accordion disableGutters elevation={0} square {...props} />)(
  ({ theme }) => ({
    border: `1px solid ${theme.palette.divider}`,
    '&:not(:last-of-type)': { borderBottom: 0 },
    '&::before': { display: 'none' },
  }),
);

const ArrowSummary = styled(AccordionSummary)(({ theme }) => ({
  flexDirection: 'row-reverse',
  gap: theme.spacing(1),
  backgroundColor: theme.palette.action.hover,
  [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]: {
    transform: 'rotate(90deg)',
  },
}));

const groups = [
  { title: 'Editor', text: 'Tab width 2, soft wrap at 100 characters, format on save.' },
  { title: 'Terminal', text: 'Shell zsh, font size 13, scrollback of 10,000 lines.' },
  { title: 'Git', text: 'Fetch every 5 minutes, sign commits with your SSH key.' },
];

export default function CompactSettingsCustom() {
  const baseId = React.useId();
  const [openGroup, setOpenGroup] = React.useState<string | false>('Editor');

  return (
    <div>
      {groups.map(({ title, text }) => (
        <FlatAccordion key={title} expanded={openGroup === title} onChange={(_e, isOpen) => setOpenGroup(isOpen ? title : false)}>
          <ArrowSummary expandIcon={<ArrowRightIcon />} id={`${baseId}-${title}-h`} aria-controls={`${baseId}-${title}-p`}>
            <Typography component="span">{title}</Typography>
          </ArrowSummary>
          <AccordionDetails sx={{ borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2">{text}</Typography>
          </AccordionDetails>
        </FlatAccordion>
      ))}
    </div>
  );
}
