import { OutlineIcon, type IconProps } from './OutlineIcon';

export const ChevronDownIcon = (props: IconProps) => <OutlineIcon d="m19.5 8.25-7.5 7.5-7.5-7.5" {...props} />;
