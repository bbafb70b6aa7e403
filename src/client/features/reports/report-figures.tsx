/** A card's figures on a phone, where a table's columns would not fit: label over value, two a row. */
export function ReportFigures({
  figures,
  wide,
}: {
  figures: readonly (readonly [label: string, value: string])[];
  /** A last figure across the card (a list of names). */
  wide?: readonly [label: string, value: string];
}) {
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      {figures.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
      {wide && (
        <div className="col-span-2 flex min-w-0 flex-col">
          <dt className="text-xs text-muted-foreground">{wide[0]}</dt>
          <dd className="break-words">{wide[1]}</dd>
        </div>
      )}
    </dl>
  );
}
