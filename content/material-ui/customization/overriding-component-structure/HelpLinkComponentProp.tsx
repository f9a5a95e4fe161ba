import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const articles = ['Set up two-step sign-in', 'Export your invoices', 'Move a project to another team'];

export default function HelpLinkComponentProp() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 380, p: 1 }}>
      {/* `component` changes the root element: a <nav> instead of a <ul>… */}
      <List component="nav" aria-label="Popular help articles">
        {articles.map((title) => (
          // …and links instead of buttons, so the items behave as navigation.
          <ListItemButton
            key={title}
            component="a"
            href={`https://help.example.com/${title.toLowerCase().replaceAll(' ', '-')}`}
          >
            <ListItemIcon>
              <ArticleOutlined />
            </ListItemIcon>
            <ListItemText primary={title} />
          </ListItemButton>
        ))}
      </List>
      <Typography variant="body2" component="p" sx={{ px: 2, color: 'text.secondary' }}>
        Still stuck?
      </Typography>
      <Button component="a" href="https://help.example.com/contact" sx={{ mx: 1 }}>
        Contact support
      </Button>
    </Paper>
  );
}
