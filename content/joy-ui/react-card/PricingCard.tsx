import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const features = ['Unlimited projects', '50 GB of storage', 'Priority support', 'Single sign-on'];

export default function PricingCard() {
  return (
    <Card size="lg" variant="outlined" sx={{ maxWidth: 320, mx: 'auto' }}>
      <Chip size="sm" variant="outlined" color="primary">
        Most popular
      </Chip>
      <Typography level="h3" component="p">
        Pro
      </Typography>
      <Typography level="title-lg">
        €19 <Typography level="body-sm">per user / month</Typography>
      </Typography>
      <Divider inset="none" />
      <List size="sm" sx={{ mx: 'calc(-1 * var(--ListItem-paddingX))' }}>
        {features.map((feature) => (
          <ListItem key={feature}>
            <ListItemDecorator sx={{ color: 'success.plainColor' }}>
              <Check />
            </ListItemDecorator>
            {feature}
          </ListItem>
        ))}
      </List>
      <CardActions>
        <Button fullWidth>Start 14-day trial</Button>
      </CardActions>
    </Card>
  );
}
