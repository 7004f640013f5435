import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = (props: IconProps) => ({
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export const HomeIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
  </svg>
);

export const WalletIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M16 14.5h2" />
  </svg>
);

/** A card with its chip: a branded card. */
export const CardIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <rect x="5.5" y="9" width="4" height="3.5" rx="0.6" />
    <path d="M13 15.5h5" />
  </svg>
);

/** An office building: a company's card. */
export const BuildingIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M4 21V4h10v17M14 9h6v12M2.5 21h19" />
    <path d="M7.5 8h3M7.5 12h3M7.5 16h3M17 13h.01M17 17h.01" />
  </svg>
);

/** A four-pointed spark: the Zü card. */
export const SparkIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M12 3c.6 4.2 2.8 6.4 7 7-4.2.6-6.4 2.8-7 7-.6-4.2-2.8-6.4-7-7 4.2-.6 6.4-2.8 7-7z" />
    <path d="M19 16v4M17 18h4" />
  </svg>
);

export const InvoiceIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M14 3v5h5M9 12h6M9 16h6" />
  </svg>
);

export const ChevronIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="m9 6 6 6-6 6" />
  </svg>
);

export const MenuIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const LogoutIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10" />
  </svg>
);

export const HelpIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14M12 17.5v.01" />
  </svg>
);

export const OfflineIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M2 8.5a15 15 0 0 1 4-2.6M9.8 5.2A15 15 0 0 1 22 8.5M5 12a10 10 0 0 1 3.6-2.2M15.5 10a10 10 0 0 1 3.5 2M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />
  </svg>
);
