import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import { figures, headline, intro, points, quote } from '../data/panel';

/**
 * The brand panel: a solid primary `Sheet` with `invertedColors`, so every Joy component inside
 * picks colours that read on it, in both colour schemes, without per-component styling.
 */
export default function MonthPanel() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={(theme) => ({
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 5,
        px: { md: 6, lg: 10 },
        py: 8,
        backgroundImage: `radial-gradient(120% 80% at 0% 0%, ${theme.vars.palette.primary[600]} 0%, transparent 60%), linear-gradient(160deg, ${theme.vars.palette.primary[700]}, ${theme.vars.palette.primary[900]})`,
      })}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Typography level="h2" component="h2" sx={{ fontSize: 'xl4' }}>
          {headline}
        </Typography>
        <Typography level="body-lg" sx={{ mt: 1.5 }}>
          {intro}
        </Typography>
      </Box>
      <Card variant="soft" sx={{ maxWidth: 520, gap: 2 }}>
        <Typography level="title-sm" component="h3">
          March at a glance
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(124px, 1fr))', gap: 2 }}
        >
          {figures.map((figure) => (
            <div key={figure.label}>
              <Typography component="dt" level="body-xs">
                {figure.label}
              </Typography>
              <Typography component="dd" level="title-lg" sx={{ m: 0 }}>
                {figure.value}
              </Typography>
              <Typography component="dd" level="body-xs" sx={{ m: 0 }}>
                {figure.note}
              </Typography>
            </div>
          ))}
        </Box>
      </Card>
      <List sx={{ maxWidth: 520, '--ListItem-paddingX': 0, '--ListItemDecorator-size': '36px' }}>
        {points.map((point) => (
          <ListItem key={point.title} sx={{ alignItems: 'flex-start' }}>
            <ListItemDecorator sx={{ mt: 0.25 }}>
              <TaskAltRounded />
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{point.title}</Typography>
              <Typography level="body-sm">{point.body}</Typography>
            </ListItemContent>
          </ListItem>
        ))}
      </List>
      {/* The caption is a child of the figure (its last), as HTML requires; the grid keeps it under the quote. */}
      <Box
        component="figure"
        sx={{ m: 0, maxWidth: 520, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, alignItems: 'start' }}
      >
        <Avatar variant="soft" aria-hidden sx={{ gridRow: 'span 2' }}>
          PR
        </Avatar>
        <Typography component="blockquote" level="body-md" sx={{ m: 0, fontStyle: 'italic' }}>
          “{quote.text}”
        </Typography>
        <Typography component="figcaption" level="body-sm" sx={{ mt: 1 }}>
          {quote.name}, {quote.role}
        </Typography>
      </Box>
    </Sheet>
  );
}
