import { OutlineIcon, type IconProps } from './OutlineIcon';

export const MinusIcon = (props: IconProps) => <OutlineIcon d="M5 12h14" {...props} />;
