import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Verified from '@mui/icons-material/Verified';
import TrendingUp from '@mui/icons-material/TrendingUp';

export default function TypographyDecorators() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography level="title-lg" endDecorator={<Verified titleAccess="Verified seller" />}>
        Nordic Woodworks
      </Typography>
      <Typography
        level="body-sm"
        startDecorator={<InfoOutlined />}
        sx={{ alignItems: 'flex-start' }}
      >
        Orders placed before 14:00 ship the same day. Custom pieces take about three weeks to build.
      </Typography>
      <Typography
        level="h4"
        component="p"
        endDecorator={
          <Chip component="span" size="sm" color="success" startDecorator={<TrendingUp />}>
            +18%
          </Chip>
        }
      >
        €12,480
      </Typography>
    </Box>
  );
}
