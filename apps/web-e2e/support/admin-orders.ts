import type { Page } from 'playwright-core';
import { adminToken, api, eventually } from './store';

/** An order as the admin screens name it: the last six characters of its id, upper-cased. */
export const short = (id: string) => id.slice(-6).toUpperCase();

/** The admin's order details dialog. */
export const orderModal = (page: Page) => page.getByRole('dialog', { name: 'Order Details' });

/** Answers the confirmation the admin is asked before an irreversible or money-moving action. */
export async function confirm(page: Page, question: string, button: string) {
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens an order's details from the admin list, once the list's read model has it. */
export async function openOrder(page: Page, orderId: string) {
  const token = await adminToken();
  await eventually(
    () => api('GET', `/orders?search=${short(orderId)}`, { token }),
    (res) => res.body?.orders?.length === 1,
  );
  await page.goto(`/admin/orders?q=${short(orderId)}`);
  await page.getByRole('button', { name: `View order ${short(orderId)}` }).click();
  await orderModal(page).waitFor();
}
