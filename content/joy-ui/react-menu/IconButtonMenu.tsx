import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import MoreVert from '@mui/icons-material/MoreVert';

const files = ['onboarding-checklist.md', 'release-plan.md', 'retro-notes.md'];

function FileActions({ file }: { file: string }) {
  return (
    <Dropdown>
      {/* The trigger renders as an IconButton and keeps aria-haspopup / aria-expanded. */}
      <MenuButton slots={{ root: IconButton }} slotProps={{ root: { size: 'sm', variant: 'plain' } }} aria-label={`Actions for ${file}`}>
        <MoreVert />
      </MenuButton>
      <Menu placement="bottom-end" size="sm">
        <MenuItem>
          <ListItemDecorator>
            <DriveFileRenameOutline />
          </ListItemDecorator>
          Rename
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <ContentCopy />
          </ListItemDecorator>
          Duplicate
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}

export default function IconButtonMenu() {
  return (
    <List variant="outlined" aria-label="Documents" sx={{ maxWidth: 380, mx: 'auto', borderRadius: 'sm' }}>
      {files.map((file) => (
        <ListItem key={file} endAction={<FileActions file={file} />}>
          {file}
        </ListItem>
      ))}
    </List>
  );
}
