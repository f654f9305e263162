import { LineIcon } from '../layout/line-icon';

/** A magnifier, drawn in the text's colour. */
export function SearchIcon() {
  return (
    <LineIcon size={20} strokeWidth={2.2}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}
