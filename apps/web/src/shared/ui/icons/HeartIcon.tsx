import { OutlineIcon, type IconProps } from './OutlineIcon';

export const HeartIcon = (props: IconProps) => (
  <OutlineIcon
    d="M21 8.25c0-2.49-2.1-4.5-4.69-4.5-1.93 0-3.6 1.13-4.31 2.73-.72-1.6-2.38-2.73-4.31-2.73C5.1 3.75 3 5.76 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12Z"
    {...props}
  />
);
