import type { IconProps } from './OutlineIcon';

export function StarIcon({ className = 'size-4', ...rest }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" className={className} {...rest}>
      <path d="M10.87 2.88c-.32-.77-1.42-.77-1.74 0l-1.83 4.4-4.75.38c-.83.07-1.17 1.11-.54 1.65l3.62 3.1-1.1 4.64c-.2.81.69 1.46 1.4 1.02L10 15.59l4.07 2.48c.71.44 1.6-.2 1.4-1.02l-1.1-4.64 3.62-3.1c.63-.54.3-1.58-.54-1.65l-4.75-.38-1.83-4.4Z" />
    </svg>
  );
}
