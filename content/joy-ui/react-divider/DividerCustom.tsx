import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerCustom() {
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 440 }}>
      <Typography level="body-sm">Messages before this line have been read.</Typography>
      <Divider
        sx={{
          '--Divider-thickness': '2px',
          '--Divider-lineColor': 'var(--joy-palette-danger-500)',
          '--Divider-gap': '12px',
          color: 'danger.plainColor',
          fontWeight: 'lg',
          fontSize: 'xs',
          textTransform: 'uppercase',
        }}
      >
        New messages
      </Divider>
      <Typography level="body-sm">Noor: the venue confirmed our booking for Friday.</Typography>
    </Box>
  );
}
