import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const categories = [
  { name: 'Groceries', spent: 312, limit: 400 },
  { name: 'Transport', spent: 96, limit: 120 },
  { name: 'Eating out', spent: 188, limit: 150 },
];

export default function BudgetMeterTokens() {
  return (
    <Sheet variant="outlined" sx={{ maxWidth: 380, mx: 'auto', p: 2, borderRadius: 'md', bgcolor: 'background.surface' }}>
      <Typography level="title-md" component="h3" sx={{ mb: 1.5 }}>
        March budget
      </Typography>
      {categories.map((item) => {
        const over = item.spent > item.limit;
        const share = Math.min(item.spent / item.limit, 1) * 100;
        return (
          <Box key={item.name} sx={{ mb: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography level="body-sm" sx={{ color: 'text.primary' }}>
                {item.name}
              </Typography>
              <Typography level="body-sm" sx={{ color: over ? 'danger.plainColor' : 'text.secondary' }}>
                €{item.spent} of €{item.limit}
              </Typography>
            </Box>
            <Box sx={{ height: 8, borderRadius: 'xl', bgcolor: 'background.level2', overflow: 'hidden' }}>
              <Box
                sx={{
                  width: `${share}%`,
                  height: '100%',
                  bgcolor: over ? 'danger.solidBg' : 'success.400',
                }}
              />
            </Box>
          </Box>
        );
      })}
    </Sheet>
  );
}
