import { returnPolicy, type ReturnPolicySettings } from './constants';

/** The policy's rules; `settings` (the server's window and exchanges) when the screen has them. */
export function ReturnPolicyList({ settings }: { settings?: ReturnPolicySettings }) {
  return (
    <ul className="space-y-2 text-sm text-neutral-700">
      {returnPolicy(settings).map((rule) => (
        <li key={rule} className="flex gap-2">
          <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand" />
          {rule}
        </li>
      ))}
    </ul>
  );
}
