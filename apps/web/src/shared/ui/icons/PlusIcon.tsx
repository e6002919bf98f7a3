import { OutlineIcon, type IconProps } from './OutlineIcon';

export const PlusIcon = (props: IconProps) => <OutlineIcon d="M12 4.5v15m7.5-7.5h-15" {...props} />;
