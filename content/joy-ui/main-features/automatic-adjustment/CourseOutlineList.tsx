import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';

const chapters = [
  { title: 'Getting started', lessons: ['Your first loaf', 'Choosing flour'], done: true },
  { title: 'Starters', lessons: ['Feeding schedule', 'Reading the bubbles', 'Storing a starter'], done: false },
];

export default function CourseOutlineList() {
  return (
    <Sheet variant="outlined" sx={{ maxWidth: 340, mx: 'auto', borderRadius: 'sm', p: 1 }}>
      {/* size reaches the nested lists; --List-nestedInsetStart indents their rows. */}
      <List size="sm" aria-label="Sourdough course outline" sx={{ '--List-nestedInsetStart': '1rem' }}>
        {chapters.map((chapter) => (
          <ListItem nested key={chapter.title}>
            <ListSubheader>{chapter.title}</ListSubheader>
            <List>
              {chapter.lessons.map((lesson) => (
                <ListItem key={lesson}>
                  <ListItemButton>
                    <ListItemDecorator>
                      {chapter.done ? <TaskAltRounded color="success" /> : <PlayCircleOutline />}
                    </ListItemDecorator>
                    {lesson}
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
