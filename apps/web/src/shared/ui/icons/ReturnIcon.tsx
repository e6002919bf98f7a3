import { OutlineIcon, type IconProps } from './OutlineIcon';

export const ReturnIcon = (props: IconProps) => (
  <OutlineIcon
    d="M16.02 9.35h4.99M2.99 19.64v-4.99m0 0h4.99m-4.99 0 3.18 3.18a8.25 8.25 0 0 0 13.8-3.7M4.03 9.87a8.25 8.25 0 0 1 13.8-3.7l3.18 3.18m0-4.99v4.99"
    {...props}
  />
);
