/** One grower's words, and the figures shown beside them. */
export const testimonial = {
  eyebrow: 'From the gardens',
  quote:
    'We used to run Marsh Lane on a whiteboard and a group chat. Now the rota fills itself, nobody sows onions in the bed we just limed, and we weighed 412 kg of food last season. We had never counted before.',
  name: 'Ngozi Adeyemi-Clarke',
  role: 'Volunteer coordinator, Marsh Lane Community Garden, Leeds',
  initials: 'NA',
  figures: [
    { value: '1,860', label: 'gardens plan with Plotline' },
    { value: '41,000', label: 'growers on a rota' },
    { value: '96 t', label: 'of harvest logged last year' },
  ],
};
