import { OutlineIcon, type IconProps } from './OutlineIcon';

export const ShieldIcon = (props: IconProps) => (
  <OutlineIcon
    d="M9 12.75 11.25 15 15 9.75m-3-7.04A11.96 11.96 0 0 1 3.6 6 12 12 0 0 0 3 9.75c0 5.59 3.82 10.29 9 11.62 5.18-1.33 9-6.03 9-11.62 0-1.31-.21-2.57-.6-3.75h-.15c-3.2 0-6.1-1.25-8.25-3.29Z"
    {...props}
  />
);
