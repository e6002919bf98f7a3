import { OutlineIcon, type IconProps } from './OutlineIcon';

export const UserIcon = (props: IconProps) => (
  <OutlineIcon
    d="M15.75 6a3.75 3.75 0 1 1-7.5 0 3.75 3.75 0 0 1 7.5 0ZM4.5 20.12a7.5 7.5 0 0 1 15 0A17.93 17.93 0 0 1 12 21.75c-2.68 0-5.22-.58-7.5-1.63Z"
    {...props}
  />
);
