import Box from '@mui/system/Box';

const text = 'Water seedlings from below by setting the tray in a shallow dish for twenty minutes. The soil draws up what it needs and the leaves stay dry, which keeps mould away in a cool room.';

export default function ParagraphLineHeight() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
      <Box>
        <Box sx={{ fontWeight: 'bold', mb: 1 }}>lineHeight: 1.1</Box>
        <Box sx={{ lineHeight: 1.1 }}>{text}</Box>
      </Box>
      <Box>
        <Box sx={{ fontWeight: 'bold', mb: 1 }}>lineHeight: 1.7</Box>
        <Box sx={{ lineHeight: 1.7 }}>{text}</Box>
      </Box>
    </Box>
  );
}
