import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const messages = [
  { color: 'primary', title: 'Note', text: 'Prices include VAT for customers in the EU.' },
  { color: 'success', title: 'Saved', text: 'Your shipping rules were saved a moment ago.' },
  { color: 'warning', title: 'Heads up', text: 'The courier does not deliver on public holidays.' },
  { color: 'danger', title: 'Blocked', text: 'Two products have no weight and cannot be shipped.' },
  { color: 'neutral', title: 'Draft', text: 'This shipping zone is not live yet.' },
] as const;

export default function SheetColors() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480, mx: 'auto' }}>
      {messages.map((message) => (
        <Sheet key={message.title} variant="soft" color={message.color} sx={{ px: 2, py: 1.5, borderRadius: 'sm' }}>
          <Typography level="body-sm" textColor="inherit">
            <b>{message.title}:</b> {message.text}
          </Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
