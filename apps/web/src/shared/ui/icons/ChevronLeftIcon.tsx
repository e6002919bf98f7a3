import { OutlineIcon, type IconProps } from './OutlineIcon';

export const ChevronLeftIcon = (props: IconProps) => <OutlineIcon d="M15.75 19.5 8.25 12l7.5-7.5" {...props} />;
