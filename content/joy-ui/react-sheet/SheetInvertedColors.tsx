import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Close from '@mui/icons-material/Close';

export default function SheetInvertedColors() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{ p: 2, borderRadius: 'md', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <Chip variant="solid" size="sm">
        New
      </Chip>
      <Typography level="body-md" textColor="inherit" sx={{ flex: 1, minWidth: 200 }}>
        Invite your accountant: they get read-only access to invoices at no cost.
      </Typography>
      {/* No color props needed: the buttons follow the inverted palette. */}
      <Button variant="solid">Send invite</Button>
      <IconButton variant="plain" aria-label="Dismiss banner">
        <Close />
      </IconButton>
    </Sheet>
  );
}
