import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AcUnitRounded from '@mui/icons-material/AcUnitRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ReportGmailerrorredRounded from '@mui/icons-material/ReportGmailerrorredRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import { openExceptions, type ExceptionKind } from '../data/exceptions';

const kindIcons: Record<ExceptionKind, React.ReactNode> = {
  delay: <ScheduleRounded fontSize="small" />,
  temperature: <AcUnitRounded fontSize="small" />,
  customs: <DescriptionOutlined fontSize="small" />,
  damage: <ReportGmailerrorredRounded fontSize="small" />,
};

/** Problems raised on live shipments. Resolving one removes it from the list; wire that to your API. */
export default function ExceptionsFeed() {
  const [items, setItems] = React.useState(openExceptions);

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="h2">
            Open exceptions
          </Typography>
          <Chip
            size="small"
            label={`${items.length} open`}
            color={items.length ? 'warning' : 'success'}
            variant="outlined"
          />
        </Box>
        {items.length === 0 ? (
          <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
            <TaskAltRounded color="success" sx={{ fontSize: 40 }} />
            <Typography sx={{ mt: 1 }}>All clear. New exceptions appear here as carriers report them.</Typography>
          </Box>
        ) : (
          <List sx={{ mt: 1 }} aria-live="polite">
            {items.map((item) => (
              <ListItem
                key={item.id}
                disableGutters
                secondaryAction={
                  <Tooltip title="Mark as resolved">
                    <IconButton
                      edge="end"
                      aria-label={`Mark ${item.shipmentId} resolved`}
                      onClick={() => setItems((current) => current.filter((entry) => entry.id !== item.id))}
                    >
                      <CheckRounded />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemAvatar sx={{ minWidth: 48 }}>
                  <Avatar sx={{ width: 36, height: 36 }}>{kindIcons[item.kind]}</Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={item.title}
                  secondary={`${item.shipmentId} · ${item.route} · ${item.raised}`}
                  slotProps={{
                    primary: { variant: 'body2', sx: { fontWeight: 600 } },
                    secondary: { variant: 'caption' },
                  }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
