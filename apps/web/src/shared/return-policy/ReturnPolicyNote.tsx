import { returnPolicyNote } from './constants';
import { useReturnPolicy } from './return-policy-api';

/** The product page's note ('Easy 3-day returns on damaged or defective items.'), from the server's policy; nothing while it loads. */
export function ReturnPolicyNote() {
  const { policy } = useReturnPolicy();
  return policy ? <>{returnPolicyNote(policy)} </> : null;
}
