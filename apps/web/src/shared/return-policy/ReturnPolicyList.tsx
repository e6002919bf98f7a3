import { RETURN_POLICY } from './constants';

export function ReturnPolicyList() {
  return (
    <ul className="space-y-2 text-sm text-neutral-700">
      {RETURN_POLICY.map((rule) => (
        <li key={rule} className="flex gap-2">
          <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand" />
          {rule}
        </li>
      ))}
    </ul>
  );
}
