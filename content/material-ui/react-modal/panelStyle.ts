/** Centres the modal's child: the modal root already covers the whole window. */
export const centred = { display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 };

/** The card the modals on this page show. */
export const card = {
  width: '100%',
  maxWidth: 400,
  bgcolor: 'background.paper',
  borderRadius: 2,
  boxShadow: 24,
  p: 3,
};
