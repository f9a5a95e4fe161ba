import Box from '@mui/joy/Box';
import Card, { CardProps } from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const tips: { variant: CardProps['variant']; title: string; text: string }[] = [
  { variant: 'outlined', title: 'Back up weekly', text: 'Schedule an export every Sunday night.' },
  { variant: 'soft', title: 'Name your branches', text: 'Start with the ticket number: ABC-123-fix-login.' },
  { variant: 'plain', title: 'Review in pairs', text: 'A second reader catches what tests miss.' },
  { variant: 'solid', title: 'Ship on Tuesdays', text: 'Leave room in the week to fix what breaks.' },
];

export default function CardVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
      {tips.map((tip) => (
        // On the solid card, invertedColors adapts the children; the text takes the card's own colour.
        <Card key={tip.title} variant={tip.variant} invertedColors={tip.variant === 'solid'}>
          <Typography level="body-xs" textColor="inherit">variant=&quot;{tip.variant}&quot;</Typography>
          <Typography level="title-md">{tip.title}</Typography>
          <Typography level="body-sm" textColor="inherit">{tip.text}</Typography>
        </Card>
      ))}
    </Box>
  );
}
