import Avatar from '@mui/joy/Avatar';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

const comments = [
  ['AB', 'Ana B.', 'Could we move the launch to Wednesday?'],
  ['KT', 'Kenji T.', 'Wednesday works for the support team.'],
  ['RM', 'Rosa M.', 'I will update the press release and the blog post.'],
  ['DV', 'David V.', 'Marketing emails are scheduled for 09:00.'],
  ['AB', 'Ana B.', 'Great, thanks everyone. Final check on Tuesday at 16:00.'],
  ['LS', 'Li S.', 'Release notes are in the shared folder.'],
];

export default function ScrollableCard() {
  return (
    <Card sx={{ maxWidth: 380, mx: 'auto' }}>
      <Typography level="title-md">Launch thread</Typography>
      <Divider inset="none" />
      {/* The card keeps its height; the comments scroll. tabIndex lets keyboard users scroll too. */}
      <CardContent tabIndex={0} aria-label="Comments" role="region" sx={{ maxHeight: 180, overflowY: 'auto', gap: 1.5 }}>
        {comments.map(([initials, name, text], index) => (
          <CardContent key={index} orientation="horizontal" sx={{ gap: 1 }}>
            <Avatar size="sm">{initials}</Avatar>
            <div>
              <Typography level="title-sm">{name}</Typography>
              <Typography level="body-sm">{text}</Typography>
            </div>
          </CardContent>
        ))}
      </CardContent>
      <Divider inset="none" />
      <Input size="sm" placeholder="Write a comment…" slotProps={{ input: { 'aria-label': 'Write a comment' } }} />
    </Card>
  );
}
