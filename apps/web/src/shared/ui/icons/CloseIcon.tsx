import { OutlineIcon, type IconProps } from './OutlineIcon';

export const CloseIcon = (props: IconProps) => <OutlineIcon d="M6 18 18 6M6 6l12 12" {...props} />;
