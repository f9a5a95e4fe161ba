import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

const parents = ['Courses', 'Mathematics', 'Algebra', 'Linear equations'];
const slug = (depth: number) => parents.slice(1, depth + 1).join('/').toLowerCase().replace(/ /g, '-');

export default function BreadcrumbsExpand() {
  const [expanded, setExpanded] = React.useState(false);
  const firstRevealed = React.useRef<HTMLAnchorElement>(null);

  // The "Show all" button disappears: move focus to the first link it revealed.
  React.useEffect(() => {
    if (expanded) {
      firstRevealed.current?.focus();
    }
  }, [expanded]);

  const links = parents.map((label, depth) => (
    <Link key={label} ref={depth === 1 ? firstRevealed : undefined} color="neutral" href={`https://example.com/learn/${slug(depth)}`}>
      {label}
    </Link>
  ));
  const more = (
    <Button key="more" size="sm" variant="plain" color="neutral" onClick={() => setExpanded(true)} sx={{ minHeight: 0, px: 0.5 }}>
      Show all
    </Button>
  );

  return (
    <Breadcrumbs aria-label="Breadcrumb">
      {expanded ? links : [links[0], more, links[links.length - 1]]}
      <Typography aria-current="page">Systems of equations</Typography>
    </Breadcrumbs>
  );
}
