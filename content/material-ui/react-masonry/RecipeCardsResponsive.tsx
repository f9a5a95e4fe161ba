import Masonry from '@mui/lab/Masonry';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const recipes = [
  { name: 'Shakshuka', time: '30 min', text: 'Eggs poached in a spiced tomato and pepper sauce.' },
  { name: 'Miso soup', time: '10 min', text: 'Dashi, white miso, tofu and spring onion.' },
  { name: 'Risotto', time: '40 min', text: 'Arborio rice stirred with stock, mushrooms and parmesan until creamy. Rest two minutes before serving.' },
  { name: 'Tacos', time: '25 min', text: 'Charred corn tortillas with black beans, pickled onion and lime.' },
  { name: 'Dal', time: '35 min', text: 'Red lentils with turmeric, cumin and a garlic tarka.' },
  { name: 'Pancakes', time: '20 min', text: 'Buttermilk batter, rested ten minutes, cooked in a hot pan.' },
];

export default function RecipeCardsResponsive() {
  return (
    <Masonry columns={{ xs: 1, sm: 2, md: 3 }} spacing={2}>
      {recipes.map((recipe) => (
        <Card key={recipe.name} variant="outlined">
          <CardContent>
            <Typography component="p" variant="h6">
              {recipe.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {recipe.time}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {recipe.text}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Masonry>
  );
}
