import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const perks = ['Unlimited clients', 'Invoices in 30 currencies', 'Bank feed every hour', 'Phone support'];

export default function FeaturedPlanCard() {
  return (
    <Card
      variant="solid"
      color="primary"
      invertedColors
      sx={{ maxWidth: 320, mx: 'auto', bgcolor: 'primary.800', boxShadow: 'lg' }}
    >
      <Chip size="sm" variant="outlined">
        Most popular
      </Chip>
      <Typography level="h2" component="h3">
        Studio
      </Typography>
      <Typography level="title-lg">
        €24 <Typography level="body-sm">per month</Typography>
      </Typography>
      <Divider inset="none" />
      <CardContent>
        <List size="sm" aria-label="Included in Studio">
          {perks.map((perk) => (
            <ListItem key={perk}>
              <ListItemDecorator>
                <CheckRounded />
              </ListItemDecorator>
              {perk}
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions>
        <Button variant="solid">Choose Studio</Button>
      </CardActions>
    </Card>
  );
}
