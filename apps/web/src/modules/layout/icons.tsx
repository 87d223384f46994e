import type { SVGProps } from "react";

// Stroke icons drawn for the shop (24 × 24 grid); decorative unless a title is given by the caller.
type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="icon"
      {...props}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 11a7 7 0 1 0 14 0a7 7 0 1 0 -14 0ZM20 20l-3.5-3.5" />
  </Svg>
);
export const CartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.4a1.5 1.5 0 0 0 1.4-1l2-6.3H6.2M8.2 19.5a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0 -2.6 0ZM15.7 19.5a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0 -2.6 0Z" />
  </Svg>
);
export const HeartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
  </Svg>
);
export const CompareIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 4v16M17 4v16M4 8h6M14 16h6M4 8l3-4 3 4M14 16l3 4 3-4" />
  </Svg>
);
export const UserIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0ZM4 21c1.2-4 4.2-6 8-6s6.8 2 8 6" />
  </Svg>
);
export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);
export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
export const ArrowUpIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Svg>
);
export const EyeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12ZM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0Z" />
  </Svg>
);
export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Svg>
);
export const MailIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2ZM3 7l9 6 9-6" />
  </Svg>
);
export const PinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21ZM9.5 9.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0Z" />
  </Svg>
);
export const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0ZM12 7v5l3 2" />
  </Svg>
);
export const ChatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19.1ZM9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2Z" />
  </Svg>
);
export const FacebookIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2.5H8V14h2.5v6.5H14V14h2.5l.5-3.5h-3V8.5A.5.5 0 0 1 14 8Z" />
  </Svg>
);
export const InstagramIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8.5 4h7a4.5 4.5 0 0 1 4.5 4.5v7a4.5 4.5 0 0 1 -4.5 4.5h-7a4.5 4.5 0 0 1 -4.5 -4.5v-7a4.5 4.5 0 0 1 4.5 -4.5ZM8.4 12a3.6 3.6 0 1 0 7.2 0a3.6 3.6 0 1 0 -7.2 0ZM16.2 7.2a0.6 0.6 0 1 0 1.2 0a0.6 0.6 0 1 0 -1.2 0Z" />
  </Svg>
);
export const YoutubeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6.5 6h11a3.5 3.5 0 0 1 3.5 3.5v5a3.5 3.5 0 0 1 -3.5 3.5h-11a3.5 3.5 0 0 1 -3.5 -3.5v-5a3.5 3.5 0 0 1 3.5 -3.5ZM10.5 9.5l4 2.5-4 2.5Z" />
  </Svg>
);
export const LinkedinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6.5 4h11a2.5 2.5 0 0 1 2.5 2.5v11a2.5 2.5 0 0 1 -2.5 2.5h-11a2.5 2.5 0 0 1 -2.5 -2.5v-11a2.5 2.5 0 0 1 2.5 -2.5ZM8 10.5V16M8 7.8v.1M11.5 16v-3.2a2 2 0 0 1 4 0V16M11.5 10.5V16" />
  </Svg>
);

/** The shop's mark: a pendant lamp with a warm glow. */
export const LampMark = (p: IconProps) => (
  <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="logo-mark" {...p}>
    <circle cx="20" cy="26" r="13" fill="#c9a24a" opacity="0.22" />
    <path d="M20 3v8" stroke="#c9a24a" strokeWidth="2" strokeLinecap="round" />
    <path d="M9 24c0-7 4.9-12.5 11-12.5S31 17 31 24Z" fill="#c9a24a" />
    <path d="M16.5 24a3.5 3.5 0 0 0 7 0" fill="#fff4cf" />
  </svg>
);

const CATEGORY_SHAPES: Record<string, string> = {
  Chandeliers: "M12 3v3M6 9h12M6 9l-1 5M18 9l1 5M12 6v8M4 14h4M16 14h4M10 14h4M6 17v2M12 17v2M18 17v2",
  Hanginglights: "M12 3v6M7 15a5 5 0 0 1 10 0ZM10.5 17.5a1.5 1.5 0 0 0 3 0",
  Walllights: "M5 5v14M5 12h5M10 8h6l2 8h-10Z",
  Picturelights: "M4 9h16M6 9l1-3h10l1 3M5 11h14v9H5Z",
  Spotlights: "M4 20h8M8 20v-6M8 14l8-6M13 6l5-2 2 5-5 2Z",
  Mirrorlights: "M7 3h10v18H7ZM5 6h14M10 9v9",
  Ceilinglights: "M3 5h18M6 5c0 5 2.7 8 6 8s6-3 6-8M10 16l-1 3M14 16l1 3M12 16v4",
  Tablelamps: "M8 4h8l3 8H5ZM12 12v6M8 20h8",
  Floorlamps: "M9 3h6l2 5H7ZM12 8v12M8 21h8",
  Outdoorwalllights: "M5 4v16M5 9h3M8 6h8v10H8ZM10 16v3h4v-3M12 9v4",
  Bulkheadlights: "M4 8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4ZM8 12h8M12 8v8",
  Gatelights: "M8 3h8l-1 3H9ZM7 6h10v8H7ZM12 14v4M9 18h6v3H9Z",
  Polelights: "M12 21V9M8 21h8M7 5h10l-2 4H9Z",
  Recessedlights: "M3 9h18M6 9v2a6 6 0 0 0 12 0V9M9 17l-1 3M15 17l1 3M12 18v3",
  Bulbs: "M9 18h6M10 21h4M8.5 14a6 6 0 1 1 7 0c-.9.8-1.5 1.8-1.5 3h-4c0-1.2-.6-2.2-1.5-3Z",
};

export function CategoryIcon({ slug, ...p }: IconProps & { slug: string }) {
  return (
    <Svg {...p}>
      <path d={CATEGORY_SHAPES[slug] ?? CATEGORY_SHAPES.Bulbs} />
    </Svg>
  );
}
