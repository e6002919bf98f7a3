import { OutlineIcon, type IconProps } from './OutlineIcon';

export const MenuIcon = (props: IconProps) => (
  <OutlineIcon d="M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5" {...props} />
);
