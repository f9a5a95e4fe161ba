import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import OpenInNew from '@mui/icons-material/OpenInNew';
import MenuBook from '@mui/icons-material/MenuBook';

const resources = [
  { title: 'WAI-ARIA list pattern', href: 'https://www.w3.org/WAI/ARIA/apg/patterns/' },
  { title: 'The ul element on MDN', href: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Element/ul' },
];

export default function ListLinks() {
  return (
    <nav aria-label="Further reading">
      <List sx={{ maxWidth: 340 }}>
        {resources.map((resource) => (
          <ListItem key={resource.href}>
            <ListItemButton component="a" href={resource.href} target="_blank" rel="noopener">
              <ListItemDecorator>
                <MenuBook />
              </ListItemDecorator>
              <ListItemContent>{resource.title}</ListItemContent>
              <OpenInNew fontSize="small" titleAccess="opens in a new tab" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
