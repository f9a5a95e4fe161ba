import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

const courses = [
  { title: 'Intro to SQL', text: 'Select, filter and join tables.' },
  {
    title: 'Data visualisation',
    text: 'Choose the right chart, label it well and avoid the traps that make numbers lie, with ten worked examples.',
  },
  { title: 'Spreadsheets for teams', text: 'Shared sheets without the chaos.' },
];

export default function CardContentLayout() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}>
      {courses.map((course) => (
        <Card key={course.title}>
          {/* CardContent grows, so every button lines up at the bottom. */}
          <CardContent>
            <Typography level="title-md">{course.title}</Typography>
            <Typography level="body-sm">{course.text}</Typography>
          </CardContent>
          <Button variant="soft" size="sm" aria-label={`Enrol in ${course.title}`}>
            Enrol
          </Button>
        </Card>
      ))}
    </Box>
  );
}
