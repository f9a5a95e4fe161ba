import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import { initials } from '../utils/format';

export interface AvatarFieldProps {
  firstName: string;
  lastName: string;
  /** Called with the file the person picked. Upload it from here in your app. */
  onPhotoPicked: (file: File) => void;
}

/**
 * The profile picture: the person's initials (they follow the name fields as they are typed) and a
 * "Change photo" button that opens the file picker. The picked file is handed to `onPhotoPicked`;
 * this template sends it nowhere.
 */
export default function AvatarField({ firstName, lastName, onPhotoPicked }: AvatarFieldProps) {
  const fileInput = React.useRef<HTMLInputElement>(null);
  const hintId = React.useId();

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', lg: 'column' },
        alignItems: { xs: 'center', lg: 'flex-start' },
        gap: 2,
      }}
    >
      <Avatar
        variant="solid"
        color="primary"
        aria-hidden
        sx={{ '--Avatar-size': { xs: '72px', lg: '104px' }, fontWeight: 600 }}
      >
        {initials(firstName, lastName)}
      </Avatar>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, alignItems: 'flex-start' }}>
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          startDecorator={<PhotoCameraRounded />}
          aria-describedby={hintId}
          onClick={() => fileInput.current?.click()}
        >
          Change photo
        </Button>
        <Typography id={hintId} level="body-xs">
          A square JPG or PNG, 400 px or more. Until you add one, colleagues see your initials.
        </Typography>
        <input
          ref={fileInput}
          type="file"
          accept="image/png, image/jpeg"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) {
              onPhotoPicked(file);
            }
            event.target.value = '';
          }}
        />
      </Box>
    </Box>
  );
}
