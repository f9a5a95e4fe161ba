import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function ContainerAwareCard() {
  const [width, setWidth] = React.useState(360);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="panel-width-label" variant="body2" gutterBottom>
        Panel width: {width} px
      </Typography>
      <Slider
        value={width}
        min={240}
        max={720}
        step={20}
        onChange={(_, value) => setWidth(value)}
        aria-labelledby="panel-width-label"
        sx={{ maxWidth: 320, mb: 2 }}
      />
      <Box sx={{ containerType: 'inline-size', width, maxWidth: '100%' }}>
        <Paper
          variant="outlined"
          sx={{
            p: 2,
            display: 'flex',
            gap: 2,
            flexDirection: { '@': 'column', '@sm': 'row' },
            alignItems: { '@': 'flex-start', '@sm': 'center' },
          }}
        >
          <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>MK</Avatar>
          <Box sx={{ flexGrow: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>Mina Kowalski</Typography>
            <Typography variant="body2" color="text.secondary">
              Site reliability · Lisbon office
            </Typography>
          </Box>
          <Button variant="outlined" size="small" sx={{ width: { '@': '100%', '@sm': 'auto' } }}>
            Message
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}
