import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import AccountTree from '@mui/icons-material/AccountTree';

export default function MenuButtonLoading() {
  const [branches, setBranches] = React.useState<string[] | null>(['main', 'release/2.4']);

  const refresh = () => {
    setBranches(null);
    // Stand-in for a request to your Git server.
    window.setTimeout(() => setBranches(['main', 'release/2.4', 'feature/search']), 1500);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Dropdown>
        {/* Until the list arrives, the trigger is disabled and shows a spinner in place of its icon. */}
        <MenuButton
          loading={branches === null}
          loadingPosition="start"
          loadingIndicator={<CircularProgress size="sm" aria-label="Loading branches" />}
          startDecorator={<AccountTree />}
        >
          Switch branch
        </MenuButton>
        <Menu>
          {(branches ?? []).map((name) => (
            <MenuItem key={name}>{name}</MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Button variant="plain" color="neutral" onClick={refresh}>
        Reload branches
      </Button>
    </Stack>
  );
}
