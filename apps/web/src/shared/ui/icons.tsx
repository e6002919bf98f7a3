import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Outline icons (24px grid, stroke = currentColor), decorative: the control carries the name. */
function outline(d: string) {
  return function OutlineIcon({ className = 'size-6', ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
        {...rest}
      >
        <path d={d} />
      </svg>
    );
  };
}

export const SearchIcon = outline('m21 21-5.2-5.2m0 0A7.5 7.5 0 1 0 5.2 5.2a7.5 7.5 0 0 0 10.6 10.6Z');
export const BagIcon = outline(
  'M15.75 10.5V6a3.75 3.75 0 1 0-7.5 0v4.5m11.36-2 1.26 12c.07.67-.45 1.25-1.12 1.25H4.25a1.13 1.13 0 0 1-1.12-1.25l1.26-12A1.13 1.13 0 0 1 5.51 7.5h12.98c.57 0 1.06.44 1.12 1Z',
);
export const HeartIcon = outline(
  'M21 8.25c0-2.49-2.1-4.5-4.69-4.5-1.93 0-3.6 1.13-4.31 2.73-.72-1.6-2.38-2.73-4.31-2.73C5.1 3.75 3 5.76 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12Z',
);
export const UserIcon = outline(
  'M15.75 6a3.75 3.75 0 1 1-7.5 0 3.75 3.75 0 0 1 7.5 0ZM4.5 20.12a7.5 7.5 0 0 1 15 0A17.93 17.93 0 0 1 12 21.75c-2.68 0-5.22-.58-7.5-1.63Z',
);
export const MenuIcon = outline('M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5');
export const CloseIcon = outline('M6 18 18 6M6 6l12 12');
export const MinusIcon = outline('M5 12h14');
export const PlusIcon = outline('M12 4.5v15m7.5-7.5h-15');
export const TrashIcon = outline(
  'm14.74 9-.35 9m-4.78 0L9.26 9m9.97-3.21c.34.05.68.11 1.02.17m-1.02-.17-1.07 13.89a2.25 2.25 0 0 1-2.24 2.07H8.08a2.25 2.25 0 0 1-2.24-2.07L4.77 5.79m14.46 0a48.1 48.1 0 0 0-3.48-.4m-12 .57c.34-.06.68-.12 1.02-.17m0 0a48.1 48.1 0 0 1 3.48-.4m7.5 0v-.91c0-1.18-.91-2.17-2.09-2.2a52 52 0 0 0-3.32 0c-1.18.03-2.09 1.02-2.09 2.2v.91m7.5 0a48.7 48.7 0 0 0-7.5 0',
);
export const ChevronLeftIcon = outline('M15.75 19.5 8.25 12l7.5-7.5');
export const ChevronRightIcon = outline('m8.25 4.5 7.5 7.5-7.5 7.5');
export const ChevronDownIcon = outline('m19.5 8.25-7.5 7.5-7.5-7.5');
export const TruckIcon = outline(
  'M8.25 18.75a1.5 1.5 0 0 1-3 0m3 0a1.5 1.5 0 0 0-3 0m3 0h6m-9 0H3.38a1.13 1.13 0 0 1-1.13-1.13v-3.37m17.25 4.5a1.5 1.5 0 0 1-3 0m3 0a1.5 1.5 0 0 0-3 0m3 0h1.13c.62 0 1.13-.5 1.09-1.12a17.9 17.9 0 0 0-3.21-9.2 2.06 2.06 0 0 0-1.58-.86h-3.93M16.5 18.75h-2.25m0-11.18v-.96c0-.57-.42-1.05-.99-1.1a48.55 48.55 0 0 0-10.02 0c-.56.05-.99.53-.99 1.1v7.64m12-6.68v6.68m0 4.5v-4.5m0 0h-12',
);
export const ShieldIcon = outline(
  'M9 12.75 11.25 15 15 9.75m-3-7.04A11.96 11.96 0 0 1 3.6 6 12 12 0 0 0 3 9.75c0 5.59 3.82 10.29 9 11.62 5.18-1.33 9-6.03 9-11.62 0-1.31-.21-2.57-.6-3.75h-.15c-3.2 0-6.1-1.25-8.25-3.29Z',
);
export const ReturnIcon = outline(
  'M16.02 9.35h4.99M2.99 19.64v-4.99m0 0h4.99m-4.99 0 3.18 3.18a8.25 8.25 0 0 0 13.8-3.7M4.03 9.87a8.25 8.25 0 0 1 13.8-3.7l3.18 3.18m0-4.99v4.99',
);
export const BellIcon = outline(
  'M14.86 17.08a23.85 23.85 0 0 0 5.45-1.31A8.97 8.97 0 0 1 18 9.75V9A6 6 0 0 0 6 9v.75a8.97 8.97 0 0 1-2.31 6.02c1.73.64 3.56 1.09 5.45 1.31m5.72 0a24.26 24.26 0 0 1-5.72 0m5.72 0a3 3 0 1 1-5.72 0',
);
export const ChatIcon = outline(
  'M21 12c0 4.56-4.03 8.25-9 8.25a9.76 9.76 0 0 1-2.56-.34A5.97 5.97 0 0 1 5.41 20.97a6 6 0 0 1-.47-.07 4.48 4.48 0 0 0 .98-2.02c.09-.46-.13-.9-.47-1.23C3.93 16.18 3 14.19 3 12c0-4.56 4.03-8.25 9-8.25s9 3.69 9 8.25Z',
);
export const MailIcon = outline(
  'M21.75 6.75v10.5a2.25 2.25 0 0 1-2.25 2.25h-15a2.25 2.25 0 0 1-2.25-2.25V6.75m19.5 0A2.25 2.25 0 0 0 19.5 4.5h-15a2.25 2.25 0 0 0-2.25 2.25m19.5 0v.24a2.25 2.25 0 0 1-1.07 1.92l-7.5 4.61a2.25 2.25 0 0 1-2.36 0L3.32 8.91a2.25 2.25 0 0 1-1.07-1.92V6.75',
);
export const SparkleIcon = outline(
  'M9.81 15.9 9 18.75l-.81-2.85a4.5 4.5 0 0 0-3.09-3.09L2.25 12l2.85-.81a4.5 4.5 0 0 0 3.09-3.09L9 5.25l.81 2.85a4.5 4.5 0 0 0 3.09 3.09l2.85.81-2.85.81a4.5 4.5 0 0 0-3.09 3.09Z',
);

export function InstagramIcon({ className = 'size-5', ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      aria-hidden="true"
      focusable="false"
      className={className}
      {...rest}
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function StarIcon({ className = 'size-4', ...rest }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" className={className} {...rest}>
      <path d="M10.87 2.88c-.32-.77-1.42-.77-1.74 0l-1.83 4.4-4.75.38c-.83.07-1.17 1.11-.54 1.65l3.62 3.1-1.1 4.64c-.2.81.69 1.46 1.4 1.02L10 15.59l4.07 2.48c.71.44 1.6-.2 1.4-1.02l-1.1-4.64 3.62-3.1c.63-.54.3-1.58-.54-1.65l-4.75-.38-1.83-4.4Z" />
    </svg>
  );
}
