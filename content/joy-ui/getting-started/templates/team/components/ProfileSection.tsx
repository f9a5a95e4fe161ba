import * as React from 'react';
import Typography from '@mui/joy/Typography';

/** A titled part of a profile: an `h3` and what it introduces. */
export default function ProfileSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <Typography level="title-sm" component="h3" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      {children}
    </div>
  );
}
