import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

const contacts = [
  'Abebe Bekele',
  'Alice Moreau',
  'Anton Volkov',
  'Bianca Costa',
  'Björn Ek',
  'Bruno Lima',
  'Carmen Díaz',
  'Chen Wei',
  'Ciara Byrne',
  'Colin Hart',
  'Dalia Nasser',
  'Diego Paredes',
  'Elif Yilmaz',
  'Emeka Obi',
  'Esther Cohen',
];

// Group the sorted names by their first letter: [['A', [...]], ['B', [...]], …]
const groups = Object.entries(
  contacts.reduce<Record<string, string[]>>((acc, name) => {
    (acc[name[0]] ??= []).push(name);
    return acc;
  }, {}),
);

export default function ContactsDirectory() {
  return (
    // A scrolling region must be reachable by keyboard: tabIndex={0} plus the list's name.
    <List
      aria-label="Contacts"
      tabIndex={0}
      sx={{
        width: '100%',
        maxWidth: 320,
        maxHeight: 300,
        overflow: 'auto',
        bgcolor: 'background.paper',
        '& ul': { p: 0 },
      }}
      subheader={<li />}
    >
      {groups.map(([letter, names]) => (
        <li key={letter}>
          <ul>
            <ListSubheader sx={{ lineHeight: '32px', borderBottom: 1, borderColor: 'divider' }}>{letter}</ListSubheader>
            {names.map((name) => (
              <ListItem key={name}>
                <ListItemText primary={name} />
              </ListItem>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
