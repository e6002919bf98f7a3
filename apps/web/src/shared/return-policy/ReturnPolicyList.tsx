import { RETURN_POLICY_TEXT, returnPolicy, type ReturnPolicySettings } from './constants';
import { useReturnPolicy } from './return-policy-api';

/** The policy's rules, worded from the server's settings (`settings` when the screen has them already). */
export function ReturnPolicyList({ settings }: { settings?: ReturnPolicySettings }) {
  const { policy, failed } = useReturnPolicy(settings);
  if (!policy)
    return (
      <p className="text-sm text-neutral-600" role={failed ? 'alert' : 'status'}>
        {failed ? RETURN_POLICY_TEXT.unavailable : RETURN_POLICY_TEXT.loading}
      </p>
    );
  return (
    <ul className="space-y-2 text-sm text-neutral-700">
      {returnPolicy(policy).map((rule) => (
        <li key={rule} className="flex gap-2">
          <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand" />
          {rule}
        </li>
      ))}
    </ul>
  );
}
