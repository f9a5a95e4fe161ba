import { styled } from '@mui/system';

interface LabelProps {
  priority?: 'low' | 'normal' | 'urgent';
  compact?: boolean;
}

const IssueLabel = styled('span', {
  shouldForwardProp: (prop) => prop !== 'priority' && prop !== 'compact',
})<LabelProps>(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: theme.spacing(0.5, 1.25),
  borderRadius: 999,
  border: '1px solid',
  fontSize: 14,
  fontWeight: 500,
  variants: [
    {
      props: { priority: 'urgent' },
      style: { backgroundColor: '#b71c1c', borderColor: '#b71c1c', color: '#fff' },
    },
    {
      props: { priority: 'low' },
      style: { borderStyle: 'dashed' },
    },
    {
      props: ({ compact }) => Boolean(compact),
      style: { padding: theme.spacing(0.25, 0.75), fontSize: 12 },
    },
  ],
}));

export default function StyledVariants() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <IssueLabel priority="urgent">Checkout fails on Safari</IssueLabel>
      <IssueLabel>Update footer links</IssueLabel>
      <IssueLabel priority="low">Rename test fixtures</IssueLabel>
      <IssueLabel priority="urgent" compact>
        P1
      </IssueLabel>
      <IssueLabel compact>docs</IssueLabel>
    </div>
  );
}
