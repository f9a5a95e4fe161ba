import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';

const skills = ['TypeScript', 'React', 'Accessibility', 'Design systems', 'GraphQL', 'Node.js', 'Testing', 'CSS'];

export default function ListWrap() {
  return (
    <List orientation="horizontal" wrap aria-label="Skills" sx={{ maxWidth: 360, '--List-gap': '8px', '--ListItem-minHeight': '28px' }}>
      {skills.map((skill) => (
        <ListItem key={skill}>
          <Chip variant="outlined">{skill}</Chip>
        </ListItem>
      ))}
    </List>
  );
}
