const items = ['One', 'Two', 'Three'];

export default function BoxResponsive() {
  return (
    <div className="flex w-full flex-col gap-2 sm:flex-row sm:gap-4">
      {items.map((item) => (
        <div key={item} className="flex-1 rounded bg-black/5 p-4 text-center dark:bg-white/10">
          {item}
        </div>
      ))}
    </div>
  );
}
