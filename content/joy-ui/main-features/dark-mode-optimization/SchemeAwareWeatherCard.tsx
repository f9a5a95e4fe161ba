import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import WbSunnyRounded from '@mui/icons-material/WbSunnyRounded';

export default function SchemeAwareWeatherCard() {
  return (
    <Card
      variant="outlined"
      sx={(theme) => ({
        maxWidth: 300,
        mx: 'auto',
        boxShadow: 'md',
        background: `linear-gradient(180deg, ${theme.vars.palette.primary[50]}, ${theme.vars.palette.background.surface})`,
        // The dark rule is generated once, with the light one, and is in the server HTML;
        // switching the colour scheme only changes which selector matches.
        ...theme.applyStyles('dark', {
          background: `linear-gradient(180deg, ${theme.vars.palette.primary[900]}, ${theme.vars.palette.background.surface})`,
          borderColor: theme.vars.palette.primary[800],
        }),
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div>
          <Typography level="title-sm">Valencia, today</Typography>
          <Typography level="h2" component="p">
            27°
          </Typography>
        </div>
        <WbSunnyRounded color="warning" sx={{ fontSize: '2.5rem' }} />
      </Box>
      <Typography level="body-sm">Sunny until 19:00, light sea breeze from the east.</Typography>
    </Card>
  );
}
