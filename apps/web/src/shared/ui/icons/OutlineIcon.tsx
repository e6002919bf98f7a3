import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * An outline icon (24px grid, stroke = currentColor), decorative: the control carries the name.
 * One module per icon, so each screen's chunk carries only the icons it shows.
 */
export function OutlineIcon({ d, className = 'size-6', ...rest }: IconProps & { d: string }) {
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
}
