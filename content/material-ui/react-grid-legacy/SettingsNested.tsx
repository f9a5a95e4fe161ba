import FormControlLabel from '@mui/material/FormControlLabel';
import GridLegacy from '@mui/material/GridLegacy';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Tile from './Tile';

const sections = [
  { title: 'Email', options: ['Weekly summary', 'Mentions', 'New followers', 'Product news'] },
  { title: 'Mobile', options: ['Direct messages', 'Reminders'] },
];

export default function SettingsNested() {
  return (
    <GridLegacy container spacing={3}>
      {sections.map((section) => (
        <GridLegacy item key={section.title} xs={12} md={6}>
          <Tile>
            <Typography component="p" variant="subtitle1" gutterBottom>
              {section.title} notifications
            </Typography>
            {/* A nested container: it needs its own spacing, the outer one is not inherited. */}
            <GridLegacy container spacing={1}>
              {section.options.map((option) => (
                <GridLegacy item key={option} xs={12} sm={6}>
                  <FormControlLabel control={<Switch defaultChecked={option.length % 2 === 0} />} label={option} />
                </GridLegacy>
              ))}
            </GridLegacy>
          </Tile>
        </GridLegacy>
      ))}
    </GridLegacy>
  );
}
