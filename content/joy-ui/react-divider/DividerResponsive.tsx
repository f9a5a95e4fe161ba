import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const legs = [
  { title: 'Pick-up', detail: 'Central Station, Platform 4 · 08:15' },
  { title: 'Drop-off', detail: 'Airport Terminal 2, Departures · 09:05' },
];

// Phones stack the legs in a column; from the `sm` breakpoint they sit in a row.
const wide = '@media (min-width: 600px)';

export default function DividerResponsive() {
  const [first, second] = legs;
  return (
    <Sheet
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, borderRadius: 'md', width: '100%', [wide]: { flexDirection: 'row' } }}
    >
      <div style={{ flex: 1 }}>
        <Typography level="title-sm">{first.title}</Typography>
        <Typography level="body-sm">{first.detail}</Typography>
      </div>
      <Divider sx={{ [wide]: { display: 'none' } }} />
      <Divider orientation="vertical" sx={{ display: 'none', [wide]: { display: 'block' } }} />
      <div style={{ flex: 1 }}>
        <Typography level="title-sm">{second.title}</Typography>
        <Typography level="body-sm">{second.detail}</Typography>
      </div>
    </Sheet>
  );
}
