import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// Named layers, highest last. In sx, `zIndex: 'drawer'` reads theme.zIndex.drawer.
const layers = [
  { key: 'appBar', label: 'App bar' },
  { key: 'drawer', label: 'Drawer' },
  { key: 'modal', label: 'Dialog' },
  { key: 'snackbar', label: 'Snackbar' },
  { key: 'tooltip', label: 'Tooltip' },
] as const;

export default function LayerStackPreview() {
  return (
    // `isolation: isolate` starts a new stacking context: these z-indexes stay inside the box.
    <Box sx={{ position: 'relative', isolation: 'isolate', height: 230, width: '100%', maxWidth: 420 }}>
      {layers.map(({ key, label }, index) => (
        <Box
          key={key}
          sx={(theme) => ({
            position: 'absolute',
            top: index * 36,
            left: { xs: index * 24, sm: index * 44 },
            width: { xs: 150, sm: 220 },
            boxSizing: 'border-box',
            p: 1.5,
            zIndex: key,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            boxShadow: 3,
            '&::after': {
              content: `"${theme.zIndex[key]}"`,
              position: 'absolute',
              right: 12,
              top: 12,
              fontFamily: 'monospace',
            },
          })}
        >
          <Typography variant="body2" component="p">
            {label}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            zIndex.{key}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
