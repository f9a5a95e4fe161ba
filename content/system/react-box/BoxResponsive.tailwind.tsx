const stats = [
  { label: 'Orders today', value: '128' },
  { label: 'Average basket', value: '$42.10' },
  { label: 'Returns', value: '3' },
];

// Tailwind's `sm:` prefix starts at 640 px, not 600 px like the MUI `sm` breakpoint.
export default function BoxResponsive() {
  return (
    <dl className="m-0 flex w-full flex-col gap-2 sm:flex-row sm:gap-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex-1 rounded bg-black/5 p-4 dark:bg-white/10">
          <dt className="text-sm text-black/60 dark:text-white/70">{stat.label}</dt>
          <dd className="m-0 text-xl font-bold md:text-2xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
