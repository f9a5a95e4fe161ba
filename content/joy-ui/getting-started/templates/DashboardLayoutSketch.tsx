import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import SearchRounded from '@mui/icons-material/SearchRounded';

const sections = [
  { label: 'Orders', icon: <Inventory2Outlined />, current: true },
  { label: 'Shipments', icon: <LocalShippingOutlined />, current: false },
  { label: 'Customers', icon: <PeopleOutline />, current: false },
];

const figures = [
  { label: 'Open orders', value: '128' },
  { label: 'Shipped today', value: '46' },
  { label: 'Returns', value: '3' },
];

export default function DashboardLayoutSketch() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        borderRadius: 'md',
        overflow: 'hidden',
      }}
    >
      <Sheet component="nav" aria-label="Store sections" variant="soft" sx={{ p: 1.5 }}>
        <List size="sm" sx={{ '--ListItem-radius': '6px' }}>
          {sections.map((section) => (
            <ListItem key={section.label}>
              <ListItemButton
                selected={section.current}
                aria-current={section.current ? 'page' : undefined}
              >
                <ListItemDecorator>{section.icon}</ListItemDecorator>
                {section.label}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Sheet>
      <Box sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography level="title-lg" component="h3" sx={{ flex: 1 }}>
            Orders
          </Typography>
          <Input
            size="sm"
            placeholder="Find an order"
            startDecorator={<SearchRounded />}
            slotProps={{ input: { 'aria-label': 'Find an order' } }}
          />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 1.5 }}>
          {figures.map((figure) => (
            <Card key={figure.label} variant="outlined" size="sm">
              <Typography level="body-xs">{figure.label}</Typography>
              <Typography level="h3" component="p">
                {figure.value}
              </Typography>
            </Card>
          ))}
        </Box>
      </Box>
    </Sheet>
  );
}
