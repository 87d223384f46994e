import type { CartOption } from "@roshni/core";

/** A cart line's chosen options ("Finish: Satin Gold"), as a list; nothing when it has none. */
export function ItemOptions({ options, className }: { options: readonly CartOption[]; className?: string }) {
  if (options.length === 0) return null;
  return (
    <ul className={className}>
      {options.map((option) => (
        <li key={`${option.optionId}:${option.valueId}`}>
          {option.optionTitle}: {option.valueTitle}
        </li>
      ))}
    </ul>
  );
}
