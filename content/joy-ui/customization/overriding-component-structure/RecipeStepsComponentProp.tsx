import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';

const steps = [
  'Toast the cumin and coriander seeds for two minutes.',
  'Soften the onion in oil, then add garlic and ginger.',
  'Stir in the lentils, tomatoes and 800 ml of water.',
  'Simmer for 25 minutes and finish with lime juice.',
];

export default function RecipeStepsComponentProp() {
  return (
    <Card component="article" variant="outlined" sx={{ maxWidth: 440, mx: 'auto' }}>
      <Typography level="title-lg" component="h3">
        Red lentil dal
      </Typography>
      <List component="ol" marker="decimal" size="sm">
        {steps.map((step) => (
          <ListItem key={step}>{step}</ListItem>
        ))}
      </List>
      <Button
        component="a"
        href="https://en.wikipedia.org/wiki/Dal"
        target="_blank"
        rel="noopener"
        variant="soft"
        endDecorator={<OpenInNewRounded />}
        sx={{ alignSelf: 'flex-start' }}
      >
        About dal (opens in a new tab)
      </Button>
    </Card>
  );
}
