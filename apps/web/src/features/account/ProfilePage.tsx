import { Link } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { buttonClass } from '../../shared/ui/buttons';
import { PageHeading } from '../../shared/ui/PageHeading';
import { Spinner } from '../../shared/ui/Spinner';
import { selectUser } from '../../shared/auth/auth-slice';
import { useGetMeQuery } from './account-api';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ACCOUNT_TEXT } from './constants';
import { MarketingConsentToggle } from './MarketingConsentToggle';
import { ProfileForm } from './ProfileForm';

/** /profile: personal info, shipping address, change password and a link to the orders. */
export function ProfilePage() {
  usePageTitle('My Profile');
  const stored = useAppSelector(selectUser);
  const { data: me, isLoading, isError } = useGetMeQuery();
  const user = me ?? (isError ? stored : null);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeading subtitle={user ? `Signed in as ${user.email ?? user.name}` : undefined}>My Profile</PageHeading>
      {isError && (
        <p role="alert" className="mb-6 rounded-md bg-red-50 px-4 py-3 text-sm font-semibold text-brand-dark">
          {ACCOUNT_TEXT.profileLoadFailed}
        </p>
      )}
      {isLoading ? (
        <div className="py-16 text-center">
          <Spinner label="Loading profile" />
        </div>
      ) : (
        user && (
          <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
            <div className="rounded-lg border border-neutral-200 p-5 sm:p-6">
              <ProfileForm key={`${user._id}-${JSON.stringify(user.address ?? null)}`} user={user} />
            </div>
            <div className="space-y-6">
              <div className="rounded-lg border border-neutral-200 p-5 sm:p-6">
                <h2 className="text-lg font-black tracking-wide uppercase">My Orders</h2>
                <p className="mt-1 text-sm text-neutral-700">Track deliveries, retry a payment or start a return.</p>
                <Link to="/orders" className={`${buttonClass.outline} mt-4 w-full`}>
                  View My Orders
                </Link>
              </div>
              <div className="rounded-lg border border-neutral-200 p-5 sm:p-6">
                <MarketingConsentToggle user={user} />
              </div>
              <div className="rounded-lg border border-neutral-200 p-5 sm:p-6">
                <ChangePasswordForm />
              </div>
            </div>
          </div>
        )
      )}
    </div>
  );
}
