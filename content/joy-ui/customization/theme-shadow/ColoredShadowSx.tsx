import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ColoredShadowSx() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', justifyContent: 'center', p: 2 }}>
      <Sheet
        variant="solid"
        color="danger"
        sx={(theme) => ({
          p: 2,
          width: 220,
          borderRadius: 'md',
          // theme.shadow.lg is the token's full value, so its variables resolve on this element;
          // boxShadow: 'lg' would read --joy-shadow-lg, already resolved at the root.
          boxShadow: theme.shadow.lg,
          '--joy-shadowChannel': theme.vars.palette.danger.darkChannel,
          '--joy-shadowOpacity': '0.35',
        })}
      >
        <Typography level="title-md" textColor="common.white">
          Storm warning
        </Typography>
        <Typography level="body-sm" textColor="common.white">
          Ferries to the islands are cancelled until 18:00.
        </Typography>
      </Sheet>
      <Button
        size="lg"
        color="success"
        sx={(theme) => ({
          alignSelf: 'center',
          boxShadow: theme.shadow.md,
          '--joy-shadowChannel': theme.vars.palette.success.mainChannel,
          '--joy-shadowOpacity': '0.4',
        })}
      >
        Check in now
      </Button>
    </Box>
  );
}
