// The same delivery notice with Tailwind utilities: the colours come from Tailwind's palette.
export default function BoxBasic() {
  return (
    <div
      role="status"
      className="max-w-[420px] rounded-lg border-l-4 border-green-700 bg-white p-4 text-black/85 shadow dark:bg-neutral-900 dark:text-white"
    >
      <strong className="mb-1 block">Order #4821 is on its way</strong>
      <span className="text-sm text-black/60 dark:text-white/70">
        The courier expects to deliver it on Thursday between 9:00 and 12:00.
      </span>
    </div>
  );
}
