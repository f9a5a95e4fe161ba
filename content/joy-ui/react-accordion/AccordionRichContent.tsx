import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import Email from '@mui/icons-material/Email';
import PhoneIphone from '@mui/icons-material/PhoneIphone';

const channels = [
  { name: 'Email', icon: <Email />, summary: 'Daily digest at 08:00', options: ['Mentions', 'Weekly report'] },
  { name: 'Mobile push', icon: <PhoneIphone />, summary: 'Only direct messages', options: ['Direct messages', 'Reminders'] },
];

export default function AccordionRichContent() {
  return (
    <AccordionGroup variant="outlined" sx={{ maxWidth: 460, mx: 'auto', borderRadius: 'md' }}>
      {channels.map((channel) => (
        <Accordion key={channel.name}>
          <AccordionSummary>
            <Avatar component="span" color="primary" size="sm" variant="soft">
              {channel.icon}
            </Avatar>
            {/* A button may only hold phrasing content, so every element here is a span. */}
            <ListItemContent component="span">
              <Typography level="title-sm" component="span" sx={{ display: 'block' }}>
                {channel.name}
              </Typography>
              <Typography level="body-xs" component="span" sx={{ display: 'block' }}>
                {channel.summary}
              </Typography>
            </ListItemContent>
          </AccordionSummary>
          <AccordionDetails>
            <Stack spacing={1.5} sx={{ py: 1 }}>
              {channel.options.map((option, index) => (
                <FormControl key={option} orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
                  <FormLabel>{option}</FormLabel>
                  <Switch defaultChecked={index === 0} />
                </FormControl>
              ))}
            </Stack>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
