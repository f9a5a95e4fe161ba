import * as React from 'react';
import Box from '@mui/joy/Box';
import Card, { CardProps } from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CreditCardOff from '@mui/icons-material/CreditCardOff';
import Info from '@mui/icons-material/Info';
import Storage from '@mui/icons-material/Storage';

const notices: { color: CardProps['color']; icon: React.ReactNode; title: string; text: string }[] = [
  { color: 'primary', icon: <Info />, title: 'New reports', text: 'Monthly revenue reports are now in the Insights tab.' },
  { color: 'success', icon: <CheckCircle />, title: 'Backup complete', text: 'All 1,204 files were copied at 03:00.' },
  { color: 'warning', icon: <Storage />, title: 'Storage at 90 %', text: 'Delete old exports or add space before Friday.' },
  { color: 'danger', icon: <CreditCardOff />, title: 'Payment failed', text: 'Update your card to keep the workspace active.' },
];

export default function CardColors() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
      {notices.map((notice) => (
        <Card key={notice.title} variant="soft" color={notice.color}>
          <Typography level="title-md" startDecorator={notice.icon} textColor="inherit">
            {notice.title}
          </Typography>
          <Typography level="body-sm" textColor="inherit">
            {notice.text}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
