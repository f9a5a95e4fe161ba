import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

interface Message {
  from: 'customer' | 'agent';
  text: string;
}

const messages: Message[] = [
  { from: 'customer', text: 'Customer: my invoice shows the wrong VAT number.' },
  { from: 'agent', text: 'Agent: thanks, which invoice is it?' },
  { from: 'customer', text: 'Customer: INV-2291, from 3 March.' },
  { from: 'agent', text: 'Agent: corrected, the new PDF is in your account.' },
];

export default function SupportConversation() {
  return (
    <Timeline aria-label="Support ticket 4410">
      {messages.map((message, index) => (
        <TimelineItem key={message.text} position={message.from === 'agent' ? 'left' : 'right'}>
          <TimelineSeparator>
            <TimelineDot color={message.from === 'agent' ? 'primary' : 'grey'} variant="outlined" />
            {index < messages.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{message.text}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
