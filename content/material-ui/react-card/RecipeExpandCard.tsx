import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FavoriteIcon from '@mui/icons-material/Favorite';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const method = ['Soak the lentils for an hour.', 'Fry onion, garlic and cumin in olive oil.', 'Add lentils and 1 L of stock; simmer 25 minutes.', 'Blend half, season with lemon.'];

export default function RecipeExpandCard() {
  const [expanded, setExpanded] = React.useState(false);
  const [liked, setLiked] = React.useState(false);
  const methodId = React.useId();

  return (
    <Card sx={{ maxWidth: 380 }}>
      <CardHeader avatar={<Avatar sx={{ bgcolor: 'success.dark' }}>DK</Avatar>} title="Red lentil soup" subheader="Deniz Kaya · 35 min" />
      <CardContent sx={{ py: 0 }}>
        <Typography variant="body2">A warming soup from the pantry: lentils, onion, cumin and a squeeze of lemon. Serves four.</Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton aria-label="Save to favourites" aria-pressed={liked} onClick={() => setLiked((v) => !v)}>
          {liked ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
        </IconButton>
        <IconButton
          aria-label="Show method"
          aria-expanded={expanded}
          aria-controls={methodId}
          onClick={() => setExpanded((v) => !v)}
          sx={{ ml: 'auto', transform: expanded ? 'rotate(180deg)' : 'none', transition: (theme) => theme.transitions.create('transform') }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" id={methodId}>
        <CardContent component="ol" sx={{ m: 0, pl: 5, pt: 0 }}>
          {method.map((step) => (
            <Typography key={step} component="li" variant="body2" sx={{ mb: 0.5 }}>
              {step}
            </Typography>
          ))}
        </CardContent>
      </Collapse>
    </Card>
  );
}
