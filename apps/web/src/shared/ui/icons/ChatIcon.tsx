import { OutlineIcon, type IconProps } from './OutlineIcon';

export const ChatIcon = (props: IconProps) => (
  <OutlineIcon
    d="M21 12c0 4.56-4.03 8.25-9 8.25a9.76 9.76 0 0 1-2.56-.34A5.97 5.97 0 0 1 5.41 20.97a6 6 0 0 1-.47-.07 4.48 4.48 0 0 0 .98-2.02c.09-.46-.13-.9-.47-1.23C3.93 16.18 3 14.19 3 12c0-4.56 4.03-8.25 9-8.25s9 3.69 9 8.25Z"
    {...props}
  />
);
