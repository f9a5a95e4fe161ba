export default function BoxBasic() {
  return (
    <div className="rounded-lg border border-dashed border-gray-500 bg-blue-700 p-4 text-white">
      This box has padding 4 (16 px), a dashed border and Tailwind&apos;s blue-700.
    </div>
  );
}
