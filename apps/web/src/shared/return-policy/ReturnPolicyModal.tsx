import { Modal } from '../ui/Modal';
import { whatsappLink } from '../contact';
import { RETURN_POLICY_TEXT, type ReturnPolicySettings } from './constants';
import { ReturnPolicyList } from './ReturnPolicyList';

export function ReturnPolicyModal({ onClose, settings }: { onClose: () => void; settings?: ReturnPolicySettings }) {
  return (
    <Modal title={RETURN_POLICY_TEXT.title} onClose={onClose}>
      <ReturnPolicyList settings={settings} />
      <p className="mt-4 text-sm text-neutral-700">
        Need help?{' '}
        <a
          href={whatsappLink()}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-brand-dark hover:underline"
        >
          Chat with us on WhatsApp
        </a>
      </p>
    </Modal>
  );
}
