import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function OverviewInvertedBanner() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{
        bgcolor: 'primary.700',
        p: 2.5,
        borderRadius: 'md',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <div style={{ flex: '1 1 220px' }}>
        <Chip size="sm" variant="soft">
          New
        </Chip>
        <Typography level="title-lg" component="h3" sx={{ mt: 1 }}>
          Shared calendars are here
        </Typography>
        <Typography level="body-sm">Book rooms and people from one view.</Typography>
      </div>
      <Button variant="solid">Try it</Button>
      <Button variant="outlined">Read the guide</Button>
    </Sheet>
  );
}
