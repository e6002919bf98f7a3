import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { buttonClass } from '../../shared/ui/buttons';
import { AuthShell } from './AuthShell';
import { EmailVerificationStep } from './EmailVerificationStep';
import { emptyRegistration, RegistrationForm } from './RegistrationForm';

/** /register: the form, then the required e-mail verification step. */
export function RegisterPage() {
  usePageTitle('Create Account');
  const [values, setValues] = useState(emptyRegistration);
  const [verifying, setVerifying] = useState<string | null>(null);
  const navigate = useNavigate();

  if (verifying) {
    return (
      <AuthShell title="Almost there">
        <EmailVerificationStep
          email={verifying}
          onBack={() => setVerifying(null)}
          onExpired={() => {
            setValues(emptyRegistration);
            setVerifying(null);
            navigate('/register', { replace: true });
          }}
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Create Account"
      subtitle={
        <>
          Already have an account?{' '}
          <Link to="/login" className={buttonClass.link}>
            Sign in
          </Link>
        </>
      }
    >
      <RegistrationForm values={values} onChange={setValues} onRegistered={setVerifying} />
    </AuthShell>
  );
}
