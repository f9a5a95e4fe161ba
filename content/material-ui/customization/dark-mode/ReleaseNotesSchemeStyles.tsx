import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// styled(): return an array, the light styles first and the dark overrides last.
const Callout = styled('aside')(({ theme }) => [
  {
    padding: theme.spacing(1.5, 2),
    borderRadius: theme.shape.borderRadius,
    borderInlineStart: '4px solid #b26a00',
    backgroundColor: '#fff4e0',
    color: '#5c3700',
  },
  theme.applyStyles('dark', {
    borderInlineStartColor: '#ffb74d',
    backgroundColor: '#2e2110',
    color: '#ffe0b2',
  }),
]);

export default function ReleaseNotesSchemeStyles() {
  return (
    <Card
      // sx: an array entry can be a function of the theme, which returns the dark overrides.
      sx={[
        { maxWidth: 480, boxShadow: 4 },
        (theme) =>
          theme.applyStyles('dark', {
            // Shadows barely show on a dark page: use a border instead.
            boxShadow: 'none',
            border: '1px solid',
            borderColor: 'divider',
          }),
      ]}
    >
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Release notes
        </Typography>
        <Typography variant="h6" component="h3" gutterBottom>
          Version 4.2: scheduled exports
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Reports can now be exported every morning. Turn it on with{' '}
          <Box
            component="code"
            sx={[
              { px: 0.5, borderRadius: 0.5, bgcolor: 'grey.100', fontSize: '0.85em' },
              (theme) => theme.applyStyles('dark', { bgcolor: 'grey.800' }),
            ]}
          >
            exports.schedule
          </Box>{' '}
          in the workspace settings.
        </Typography>
        <Callout>
          <Typography variant="subtitle2" component="p">
            Breaking change
          </Typography>
          <Typography variant="body2">
            CSV files now use a semicolon as the separator. Update any script that splits on commas.
          </Typography>
        </Callout>
      </CardContent>
    </Card>
  );
}
