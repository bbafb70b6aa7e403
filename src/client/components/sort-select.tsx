import { useId } from "react";
import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import type { SortDirection } from "@/components/table-parts";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export const sortSelectTexts = {
  label: "Ordenar por",
  ascending: "Crescente",
  descending: "Decrescente",
  /** The direction button's name: what the order is now. */
  direction: (direction: SortDirection) => (direction === "asc" ? "Ordem crescente" : "Ordem decrescente"),
};

export type SortSelectProps<Column extends string> = {
  columns: readonly { column: Column; label: string }[];
  /** The column the list is sorted by now, and in which direction. */
  sort: Column;
  direction: SortDirection;
  /**
   * The table's own sort action: another column sorts by it (in that column's first direction),
   * the current column flips the direction.
   */
  onSort: (column: Column) => void;
};

/**
 * What a sortable table's column heads do, for the card list that replaces the table on a phone:
 * 'Ordenar por' and the column, and a button that flips the order (docs/decisions/432).
 */
export function SortSelect<Column extends string>({ columns, sort, direction, onSort }: SortSelectProps<Column>) {
  const id = useId();
  const Icon = direction === "asc" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 basis-40 flex-col gap-2">
        <Label htmlFor={id}>{sortSelectTexts.label}</Label>
        <Select value={sort} onValueChange={(value) => onSort(value as Column)}>
          <SelectTrigger id={id}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {columns.map(({ column, label }) => (
              <SelectItem key={column} value={column}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="button" variant="outline" aria-label={sortSelectTexts.direction(direction)} onClick={() => onSort(sort)}>
        <Icon aria-hidden />
        {direction === "asc" ? sortSelectTexts.ascending : sortSelectTexts.descending}
      </Button>
    </div>
  );
}
