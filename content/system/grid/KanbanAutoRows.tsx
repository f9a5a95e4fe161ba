import Box from '@mui/system/Box';

const cards = ['Write release notes', 'Fix flaky login test', 'Review the onboarding copy with the support team before Friday', 'Bump Node version'];

export default function KanbanAutoRows() {
  return (
    <Box sx={{ width: 260, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Box sx={{ fontWeight: 'bold', mb: 1 }}>To do</Box>
      <Box sx={{ display: 'grid', gridAutoRows: 'minmax(72px, auto)', gap: 1 }}>
        {cards.map((card) => (
          <Box key={card} sx={{ p: 1.5, bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}>
            {card}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
