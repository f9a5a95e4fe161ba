import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Place from '@mui/icons-material/Place';
import Group from '@mui/icons-material/Group';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ListSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {sizes.map((size) => (
        <div key={size}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            size=&quot;{size}&quot;
          </Typography>
          <List size={size} variant="outlined" aria-label={`Event details, ${size}`} sx={{ borderRadius: 'sm', minWidth: 170 }}>
            <ListItem>
              <ListItemDecorator>
                <CalendarMonth />
              </ListItemDecorator>
              Sat 12 Oct
            </ListItem>
            <ListItem>
              <ListItemDecorator>
                <Place />
              </ListItemDecorator>
              Harbour Hall
            </ListItem>
            <ListItem>
              <ListItemDecorator>
                <Group />
              </ListItemDecorator>
              48 going
            </ListItem>
          </List>
        </div>
      ))}
    </Box>
  );
}
