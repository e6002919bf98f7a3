import { OutlineIcon, type IconProps } from './OutlineIcon';

export const BagIcon = (props: IconProps) => (
  <OutlineIcon
    d="M15.75 10.5V6a3.75 3.75 0 1 0-7.5 0v4.5m11.36-2 1.26 12c.07.67-.45 1.25-1.12 1.25H4.25a1.13 1.13 0 0 1-1.12-1.25l1.26-12A1.13 1.13 0 0 1 5.51 7.5h12.98c.57 0 1.06.44 1.12 1Z"
    {...props}
  />
);
