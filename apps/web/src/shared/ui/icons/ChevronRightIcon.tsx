import { OutlineIcon, type IconProps } from './OutlineIcon';

export const ChevronRightIcon = (props: IconProps) => <OutlineIcon d="m8.25 4.5 7.5 7.5-7.5 7.5" {...props} />;
