import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import TernLogo from './TernLogo';

export interface MailTopBarProps {
  search: string;
  onSearchChange: (value: string) => void;
  navOpen: boolean;
  onOpenNav: () => void;
  onCompose: () => void;
}

/** The `header`: folder menu button (below `lg`), logo, mail search, compose and the account avatar. */
export default function MailTopBar({ search, onSearchChange, navOpen, onOpenNav, onCompose }: MailTopBarProps) {
  return (
    <Sheet
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
        px: { xs: 1.5, sm: 2 },
        py: 1.25,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <IconButton
        variant="plain"
        color="neutral"
        aria-label="Open folders"
        aria-expanded={navOpen}
        onClick={onOpenNav}
        sx={{ display: { lg: 'none' } }}
      >
        <MenuRounded />
      </IconButton>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, width: { lg: 216 } }}>
        <TernLogo />
      </Box>
      <Box role="search" sx={{ flex: 1, maxWidth: 560 }}>
        <Input
          type="search"
          placeholder="Search mail"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          startDecorator={<SearchRounded />}
          endDecorator={
            search ? (
              <IconButton size="sm" variant="plain" color="neutral" aria-label="Clear search" onClick={() => onSearchChange('')}>
                <CloseRounded />
              </IconButton>
            ) : null
          }
          slotProps={{ input: { 'aria-label': 'Search all mail' } }}
        />
      </Box>
      <Button startDecorator={<EditRounded />} onClick={onCompose} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        Compose
      </Button>
      <IconButton variant="solid" color="primary" aria-label="Compose" onClick={onCompose} sx={{ display: { sm: 'none' } }}>
        <EditRounded />
      </IconButton>
      <Avatar size="sm" variant="soft" color="primary" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        RL
      </Avatar>
    </Sheet>
  );
}
