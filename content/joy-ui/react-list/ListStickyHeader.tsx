import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const contacts: Record<string, string[]> = {
  A: ['Aaliyah Brooks', 'Aarav Shah', 'Ada Novak'],
  B: ['Bea Lindgren', 'Bruno Costa'],
  C: ['Camille Durand', 'Chidi Obi', 'Clara Weber', 'Cyrus Farahani'],
  D: ['Daan de Vries', 'Dilnoza Karimova'],
};

export default function ListStickyHeader() {
  return (
    <Sheet variant="outlined" tabIndex={0} role="region" aria-label="Contacts, scrollable" sx={{ maxWidth: 300, maxHeight: 240, overflow: 'auto', borderRadius: 'sm' }}>
      <List aria-label="Contacts">
        {Object.entries(contacts).map(([letter, names]) => (
          <ListItem nested key={letter}>
            <ListSubheader sticky variant="soft">
              {letter}
            </ListSubheader>
            <List>
              {names.map((name) => (
                <ListItem key={name}>{name}</ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
