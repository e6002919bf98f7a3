import { Link } from 'react-router-dom';

interface LogoProps {
  className?: string;
  /** light: for dark backgrounds. */
  tone?: 'dark' | 'light';
  onClick?: () => void;
}

/** The wordmark, linking home. */
export function Logo({ className = 'text-2xl', tone = 'dark', onClick }: LogoProps) {
  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label="ThreadFit home"
      className={`font-black tracking-tight ${tone === 'light' ? 'text-white' : 'text-neutral-900'} ${className}`}
    >
      THREAD<span className="text-brand">FIT</span>
    </Link>
  );
}
