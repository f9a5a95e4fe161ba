import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const inboxActions = ['Archive', 'Snooze', 'Mark unread'];

const variants = [
  { variant: 'outlined', where: 'Default: list toolbars' },
  { variant: 'soft', where: 'Tinted panels' },
  { variant: 'solid', where: 'The one main group of a screen' },
  { variant: 'plain', where: 'Low-key, inside cards' },
] as const;

export default function ButtonGroupVariants() {
  return (
    <Stack spacing={2}>
      {variants.map(({ variant, where }) => (
        <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ButtonGroup variant={variant} aria-label={`Message actions, ${variant}`}>
            {inboxActions.map((action) => (
              <Button key={action}>{action}</Button>
            ))}
          </ButtonGroup>
          <Typography level="body-sm">
            <code>{variant}</code>: {where}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
