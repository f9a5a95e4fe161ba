import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import AcUnitRounded from '@mui/icons-material/AcUnitRounded';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import WaterDropOutlined from '@mui/icons-material/WaterDropOutlined';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';

const days = [
  { day: 'Mon', icon: <WbSunnyOutlined sx={{ fontSize: 'xl3' }} color="warning" />, high: 14, sky: 'Sunny' },
  { day: 'Tue', icon: <CloudOutlined sx={{ fontSize: 'xl3' }} />, high: 11, sky: 'Cloudy' },
  { day: 'Wed', icon: <WaterDropOutlined sx={{ fontSize: 'xl3' }} color="primary" />, high: 9, sky: 'Rain' },
  { day: 'Thu', icon: <AcUnitRounded sx={{ fontSize: 'xl3' }} color="primary" />, high: 2, sky: 'Snow' },
];

export default function ForecastIcons() {
  return (
    <Sheet variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: 2, borderRadius: 'md' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography level="title-md" component="h3">
          Innsbruck
        </Typography>
        <Chip size="sm" variant="soft" color="danger" startDecorator={<AcUnitRounded />}>
          Frost warning Thursday
        </Chip>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
        {days.map((item) => (
          <Box component="li" key={item.day} sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
            <Typography level="body-sm">{item.day}</Typography>
            <Box role="img" aria-label={item.sky} sx={{ display: 'flex' }}>
              {item.icon}
            </Box>
            <Typography level="title-sm">{item.high}°</Typography>
          </Box>
        ))}
      </Box>
    </Sheet>
  );
}
