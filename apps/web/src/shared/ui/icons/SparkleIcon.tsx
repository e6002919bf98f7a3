import { OutlineIcon, type IconProps } from './OutlineIcon';

export const SparkleIcon = (props: IconProps) => (
  <OutlineIcon
    d="M9.81 15.9 9 18.75l-.81-2.85a4.5 4.5 0 0 0-3.09-3.09L2.25 12l2.85-.81a4.5 4.5 0 0 0 3.09-3.09L9 5.25l.81 2.85a4.5 4.5 0 0 0 3.09 3.09l2.85.81-2.85.81a4.5 4.5 0 0 0-3.09 3.09Z"
    {...props}
  />
);
