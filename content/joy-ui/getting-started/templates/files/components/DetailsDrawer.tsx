import * as React from 'react';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import FileDetails, { type FileDetailsProps } from './FileDetails';
import type { DriveItem } from '../data/files';

export interface DetailsDrawerProps extends Omit<FileDetailsProps, 'item' | 'headingId'> {
  item: DriveItem | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The same details below the `lg` breakpoint, in a modal drawer from the right that fills a
 * phone's screen. It is named by the file's heading, and closing it returns focus to the file.
 */
export default function DetailsDrawer({ item, open, onClose, ...props }: DetailsDrawerProps) {
  const headingId = React.useId();
  return (
    <Drawer
      anchor="right"
      open={open && item !== null}
      onClose={onClose}
      slotProps={{
        content: {
          // Joy keeps a closed drawer in the page: with no file, there is no heading to name it.
          'aria-labelledby': item ? headingId : undefined,
          'aria-describedby': undefined,
          sx: { width: { xs: '100vw', sm: 400 }, p: 2.5, pt: 6, overflowY: 'auto' },
        },
      }}
    >
      <ModalClose aria-label="Close details" />
      {item && <FileDetails item={item} headingId={headingId} {...props} />}
    </Drawer>
  );
}
