import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function ButtonInvertedColors() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 380 }}>
      <CardContent>
        <Typography level="title-lg" textColor="inherit">Your storage is 92 % full</Typography>
        <Typography level="body-sm" textColor="inherit">Free some space or move to the 200 GB plan before backups stop.</Typography>
      </CardContent>
      <CardActions>
        <Button variant="solid">Upgrade storage</Button>
        <Button variant="outlined">Review large files</Button>
        <Button variant="plain">Later</Button>
      </CardActions>
    </Card>
  );
}
