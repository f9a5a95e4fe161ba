import BarChartIcon from '@mui/icons-material/BarChart';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton, { listItemButtonClasses } from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { styled } from '@mui/material/styles';
import * as React from 'react';

// Style the wrapping <nav>; the List inside inherits its colours.
const Sidebar = styled('nav')(({ theme }) => ({
  backgroundColor: '#13202f',
  color: '#c9d4e0',
  borderRadius: theme.shape.borderRadius * 2,
  padding: theme.spacing(1),
  [`& .${listItemButtonClasses.root}`]: {
    borderRadius: theme.shape.borderRadius,
    marginBottom: 2,
    '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
    '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.06)' },
  },
  [`& .${listItemButtonClasses.selected}`]: {
    backgroundColor: '#1a5fd0',
    color: '#fff',
    '&:hover': { backgroundColor: '#1f6feb' },
  },
}));

const pages = [
  { label: 'Overview', icon: <SpaceDashboardOutlinedIcon /> },
  { label: 'Reports', icon: <BarChartIcon /> },
  { label: 'Customers', icon: <PeopleAltOutlinedIcon /> },
  { label: 'Settings', icon: <SettingsOutlinedIcon /> },
];

export default function AdminSidebarList() {
  const [current, setCurrent] = React.useState('Reports');
  return (
    <Sidebar aria-label="Admin" sx={{ width: 240 }}>
      <List disablePadding>
        {pages.map((page) => (
          <ListItem key={page.label} disablePadding>
            <ListItemButton
              selected={current === page.label}
              aria-current={current === page.label ? 'page' : undefined}
              onClick={() => setCurrent(page.label)}
            >
              <ListItemIcon>{page.icon}</ListItemIcon>
              <ListItemText primary={page.label} slotProps={{ primary: { fontWeight: 500, fontSize: 14 } }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sidebar>
  );
}
