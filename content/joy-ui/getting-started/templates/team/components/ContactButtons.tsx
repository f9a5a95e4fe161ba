import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import type { Person } from '../data/people';

export interface ContactButtonsProps {
  person: Person;
  onChat: (person: Person) => void;
}

/**
 * Email, chat and call as icon buttons, each named after its person ("Email Maren Okafor"), since a
 * page of cards holds many of them. Raised above the card's overlay link so they stay clickable.
 */
export default function ContactButtons({ person, onChat }: ContactButtonsProps) {
  return (
    <Box sx={{ position: 'relative', zIndex: 1, display: 'flex', gap: 0.5 }}>
      <IconButton size="sm" variant="soft" color="neutral" component="a" href={`mailto:${person.email}`} aria-label={`Email ${person.name}`}>
        <MailOutlineRounded />
      </IconButton>
      <IconButton size="sm" variant="soft" color="neutral" aria-label={`Chat with ${person.name}`} onClick={() => onChat(person)}>
        <ChatBubbleOutlineRounded />
      </IconButton>
      <IconButton
        size="sm"
        variant="soft"
        color="neutral"
        component="a"
        href={`tel:${person.phone.replace(/\s/g, '')}`}
        aria-label={`Call ${person.name}`}
      >
        <PhoneRounded />
      </IconButton>
    </Box>
  );
}
