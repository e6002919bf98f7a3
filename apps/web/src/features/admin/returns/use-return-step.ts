import { useState } from 'react';
import { messageOr, statusOf } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { RETURNS_TEXT as T } from './constants';
import { useReturnActionMutation, type ReturnAction } from './returns-api';

/** What came of the last step: the server's refusal, and whether another admin acted first (409). */
export interface StepOutcome {
  message: string;
  conflict: boolean;
}

/**
 * Sends one admin step on a return and says how it went: a toast with the server's message, or
 * its refusal kept for the screen. A 409 (someone acted first) reads the return again (see
 * returns-api), so the page shows its current state under the message.
 */
export function useReturnStep(onOutcome: (outcome: StepOutcome | null) => void) {
  const [send, { isLoading }] = useReturnActionMutation();
  const run = async (action: ReturnAction): Promise<boolean> => {
    onOutcome(null);
    const result = await send(action);
    if ('error' in result) {
      const conflict = statusOf(result.error) === 409;
      const message = messageOr(result.error, T.actionFailed);
      onOutcome({ message, conflict });
      toast.error(message);
      return false;
    }
    const { return: request, message } = result.data;
    // A refund the payment provider refused at once: the return is received again, the failure on it.
    const refused = action.action === 'refund' && request.state === 'received' && request.refundFailure !== null;
    if (refused) toast.error(message ?? T.actionFailed);
    else toast.success(message ?? T.actionFailed);
    return true;
  };
  return { run, busy: isLoading };
}

/** The one outcome state the request's page shares between its forms. */
export const useStepOutcome = () => useState<StepOutcome | null>(null);
