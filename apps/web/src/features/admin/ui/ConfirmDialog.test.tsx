import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from '../../../shared/ui/Modal';
import { ConfirmDialog } from './ConfirmDialog';
import {
  blockConfirmation,
  refundConfirmation,
  roleChangeConfirmation,
  statusChangeConfirmation,
} from './confirmations';

function OverDetails({ onConfirm }: { onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  const [open, setOpen] = useState(true);
  if (!open) return <p>closed</p>;
  return (
    <Modal title="Order Details" onClose={() => setOpen(false)}>
      <button type="button" onClick={() => setAsking(true)}>
        Mark as Delivered
      </button>
      {asking && (
        <ConfirmDialog
          title="Mark order #ABC123 as Delivered?"
          message="The customer is e-mailed."
          confirmLabel="Mark as Delivered"
          tone="primary"
          onConfirm={onConfirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </Modal>
  );
}

describe('the confirmation dialog', () => {
  it('names the action in its title, is described by its question, and focuses Cancel first', () => {
    render(
      <ConfirmDialog
        title="Refund ₹399.00 to the customer?"
        message="Money refunded cannot be taken back."
        confirmLabel="Refund ₹399.00"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Refund ₹399.00 to the customer?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Money refunded cannot be taken back.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('reads the busy label and cannot be dismissed while the action runs', () => {
    render(
      <ConfirmDialog
        title="Block jane@x.com?"
        message="m"
        confirmLabel="Block"
        busyLabel="Blocking..."
        busy
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect((screen.getByRole('button', { name: 'Blocking...' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('over another dialog, takes Escape and Tab for itself; the dialog below stays open', async () => {
    const user = userEvent.setup();
    const confirmed = jest.fn();
    render(<OverDetails onConfirm={confirmed} />);
    await user.click(screen.getByRole('button', { name: 'Mark as Delivered' }));
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.tab();
    await user.tab();
    await user.tab();
    const question = screen.getByRole('dialog', { name: 'Mark order #ABC123 as Delivered?' });
    expect(question.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Mark order #ABC123 as Delivered?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Order Details' })).toBeTruthy();
    expect(confirmed).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.getByText('closed')).toBeTruthy();
  });
});

describe('what each admin action asks', () => {
  const order = { _id: '6650a1b2c3d4e5f6a7abc123', isPaid: true, totalPrice: 1399, refunded: 0 };

  it("names the order and the new status: 'Mark order #ABC123 as Delivered?', 'Cancel order #ABC123?' with the refund due", () => {
    expect(statusChangeConfirmation(order, 'delivered')).toMatchObject({
      title: 'Mark order #ABC123 as Delivered?',
      confirmLabel: 'Mark as Delivered',
      tone: 'primary',
    });
    expect(statusChangeConfirmation(order, 'returned')).toMatchObject({
      title: 'Mark order #ABC123 as Returned?',
      tone: 'danger',
    });
    expect(statusChangeConfirmation(order, 'returned').message).toContain(
      'A returned order cannot change status again.',
    );
    expect(statusChangeConfirmation(order, 'cancelled')).toMatchObject({
      title: 'Cancel order #ABC123?',
      confirmLabel: 'Cancel order',
      tone: 'danger',
    });
    expect(statusChangeConfirmation(order, 'cancelled').message).toContain('The ₹1,399.00 paid becomes a refund due.');
    expect(statusChangeConfirmation({ ...order, isPaid: false }, 'cancelled').message).not.toContain('refund');
  });

  it("names the money: 'Refund ₹399.00 to the customer?'", () => {
    const refund = refundConfirmation(order._id, 399, true);
    expect(refund).toMatchObject({
      title: 'Refund ₹399.00 to the customer?',
      confirmLabel: 'Refund ₹399.00',
      tone: 'danger',
    });
    expect(refund.message).toBe(
      "₹399.00 of order #ABC123 goes back to the customer's card, UPI or bank through the payment gateway. Money refunded cannot be taken back. The returned units go back in stock.",
    );
  });

  it("names the person: 'Make jane@x.com an Admin?', 'Make jane@x.com a User?', 'Block jane@x.com?'", () => {
    const jane = { name: 'Jane', email: 'jane@x.com' };
    expect(roleChangeConfirmation(jane, 'admin').title).toBe('Make jane@x.com an Admin?');
    expect(roleChangeConfirmation(jane, 'user').title).toBe('Make jane@x.com a User?');
    expect(blockConfirmation(jane).title).toBe('Block jane@x.com?');
  });
});
