import Box from '@mui/joy/Box';
import Sheet, { SheetProps } from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const blocks: { variant: SheetProps['variant']; use: string }[] = [
  { variant: 'plain', use: 'Layout region that needs no frame' },
  { variant: 'outlined', use: 'Settings group on a white page' },
  { variant: 'soft', use: 'Side note or code sample' },
  { variant: 'solid', use: 'Banner that must stand out' },
];

export default function SheetVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2 }}>
      {blocks.map(({ variant, use }) => (
        <Sheet key={variant} variant={variant} sx={{ p: 2, borderRadius: 'sm', minHeight: 96 }}>
          <Typography level="title-sm" textColor="inherit">
            {variant}
          </Typography>
          <Typography level="body-sm" textColor="inherit">
            {use}
          </Typography>
        </Sheet>
      ))}
    </Box>
  );
}
