import Box from '@mui/system/Box';

const widgets = [
  { name: 'Revenue chart', wide: true },
  { name: 'Open tickets' },
  { name: 'Weekly sign-ups', wide: true },
  { name: 'Uptime' },
  { name: 'NPS' },
];

export default function DenseAutoFlow() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gridAutoFlow: 'dense', gap: 1 }}>
      {widgets.map((widget) => (
        <Box key={widget.name} sx={{ gridColumn: widget.wide ? 'span 2' : 'auto', p: 2, bgcolor: widget.wide ? 'secondary.main' : 'action.selected', color: widget.wide ? 'secondary.contrastText' : 'text.primary', borderRadius: 1 }}>
          {widget.name}
        </Box>
      ))}
    </Box>
  );
}
