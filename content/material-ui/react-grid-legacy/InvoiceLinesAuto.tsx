import GridLegacy from '@mui/material/GridLegacy';
import Typography from '@mui/material/Typography';

const lines = [
  { item: 'Logo design, two rounds of revisions', amount: '€1,200.00' },
  { item: 'Business cards', amount: '€180.00' },
  { item: 'Brand guidelines PDF', amount: '€650.00' },
];

export default function InvoiceLinesAuto() {
  return (
    <GridLegacy container rowSpacing={1} sx={{ maxWidth: 440 }}>
      {lines.map((line) => (
        <GridLegacy container item key={line.item} columnSpacing={2} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
          <GridLegacy item xs>
            <Typography variant="body2">{line.item}</Typography>
          </GridLegacy>
          <GridLegacy item xs="auto">
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {line.amount}
            </Typography>
          </GridLegacy>
        </GridLegacy>
      ))}
    </GridLegacy>
  );
}
