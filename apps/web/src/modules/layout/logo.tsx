import { Link } from "@/modules/layout/link";
import { LampMark } from "./icons";

// The visible name is the link's accessible name; `label` is its longer description for screen readers.
export function Logo({ tagline, label }: { tagline?: string; label: string }) {
  return (
    <Link href="/" className="logo" title={label}>
      <LampMark />
      <span className="logo-text">
        <span className="logo-name">
          Roshni <span>Lighting</span>
        </span>
        {tagline ? <span className="logo-tagline">{tagline}</span> : null}
      </span>
    </Link>
  );
}
