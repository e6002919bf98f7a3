import { useState } from 'react';
import { messageOr } from '../api-error';
import { formatPrice } from '../format-price';
import { buttonClass } from '../ui/buttons';
import { Modal } from '../ui/Modal';
import { useSimulateFailureMutation, useSimulatePaymentMutation } from './payments-api';
import type { GatewayOptions, PaymentOutcome } from './types';

export const SIMULATOR_TEXT = {
  title: 'Test payment',
  note: 'This store runs a simulated payment gateway: no money moves and no card is charged.',
  fallbackFailure: 'Test payment could not be completed',
} as const;

interface SimulatedPaymentDialogProps {
  options: GatewayOptions;
  onDone: (outcome: PaymentOutcome) => void;
}

/**
 * The simulated gateway's stand-in for Razorpay's checkout window: Pay answers like Razorpay's
 * handler, Fail like its payment.failed, Cancel (or closing) like dismissing its window.
 */
export function SimulatedPaymentDialog({ options, onDone }: SimulatedPaymentDialogProps) {
  const [simulatePayment] = useSimulatePaymentMutation();
  const [simulateFailure] = useSimulateFailureMutation();
  const [busy, setBusy] = useState<'pay' | 'fail' | null>(null);
  const providerOrder = { razorpay_order_id: options.providerOrderId };

  async function pay() {
    setBusy('pay');
    try {
      onDone({ kind: 'success', response: await simulatePayment(providerOrder).unwrap() });
    } catch (error) {
      onDone({
        kind: 'failed',
        error: {
          description: messageOr(error, SIMULATOR_TEXT.fallbackFailure),
          metadata: { order_id: options.providerOrderId },
        },
      });
    }
  }

  async function fail() {
    setBusy('fail');
    try {
      const { error } = await simulateFailure(providerOrder).unwrap();
      onDone({ kind: 'failed', error: error ?? {} });
    } catch (error) {
      onDone({
        kind: 'failed',
        error: {
          description: messageOr(error, SIMULATOR_TEXT.fallbackFailure),
          metadata: { order_id: options.providerOrderId },
        },
      });
    }
  }

  const cancel = () => onDone({ kind: 'cancelled' });

  return (
    <Modal title={SIMULATOR_TEXT.title} onClose={busy ? undefined : cancel} size="sm">
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-neutral-600">Amount</dt>
          <dd className="text-base font-black" data-testid="simulated-amount">
            {formatPrice(options.amount / 100)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-neutral-600">For</dt>
          <dd className="text-right">{options.description}</dd>
        </div>
      </dl>
      <p role="note" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        {SIMULATOR_TEXT.note}
      </p>
      <div className="mt-5 flex flex-col gap-2" aria-busy={busy !== null}>
        <button type="button" data-autofocus className={buttonClass.primary} onClick={pay} disabled={busy !== null}>
          {busy === 'pay' ? 'Paying...' : 'Pay'}
        </button>
        <button type="button" className={buttonClass.outline} onClick={fail} disabled={busy !== null}>
          {busy === 'fail' ? 'Failing...' : 'Fail'}
        </button>
        <button type="button" className={`${buttonClass.link} py-2 text-sm`} onClick={cancel} disabled={busy !== null}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
