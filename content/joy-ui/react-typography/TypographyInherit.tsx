import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographyInherit() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="lg">
        {/* level="inherit" takes the button's font size and weight. */}
        <Typography level="inherit" component="span" endDecorator="→">
          Start free trial
        </Typography>
      </Button>
      <Typography level="title-lg" component="p">
        Only{' '}
        <Typography level="inherit" sx={{ textDecoration: 'line-through' }}>
          €19
        </Typography>{' '}
        €12 a month
      </Typography>
    </Stack>
  );
}
