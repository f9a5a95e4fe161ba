import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function ProfileCard() {
  return (
    <Card sx={{ width: 300, mx: 'auto', textAlign: 'center', alignItems: 'center' }}>
      <Avatar size="lg" color="success" variant="solid" sx={{ '--Avatar-size': '72px' }}>
        TN
      </Avatar>
      <Chip size="sm" variant="soft" color="success">
        Available for projects
      </Chip>
      <CardContent>
        <Typography level="title-lg">Tomás Navarro</Typography>
        <Typography level="body-sm">
          Front-end developer in Valencia. Builds accessible forms and fast checkouts.
        </Typography>
      </CardContent>
      <Divider inset="context" />
      <CardActions buttonFlex="1" sx={{ width: '100%' }}>
        <Button variant="outlined" color="neutral">
          Message
        </Button>
        <Button>Hire</Button>
      </CardActions>
    </Card>
  );
}
