import Link from "next/link";
import { LampMark } from "./icons";

export function Logo({ tagline, label }: { tagline?: string; label: string }) {
  return (
    <Link href="/" className="logo" aria-label={label}>
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
