import { ORDER_CUSTOMER_KINDS, ORDER_STATUSES, PAYMENT_STATUSES, type AdminOrderFilters } from '@store/contracts';

export interface OrdersScreenState extends AdminOrderFilters {
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The orders screen's filters and page from the URL (anything unknown is dropped, page ≥ 1). */
export function filtersFromUrl(params: URLSearchParams): OrdersScreenState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const from = params.get('from');
  const to = params.get('to');
  const search = params.get('q')?.slice(0, 100);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    status: oneOf(ORDER_STATUSES, params.get('status')),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get('payment')),
    customer: oneOf(ORDER_CUSTOMER_KINDS, params.get('customer')),
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    search: search?.trim() ? search : undefined,
  };
}

/** The URL's query for a state: only what is set, page only past 1. */
export function filtersToUrl(state: OrdersScreenState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search?.trim()) params.set('q', state.search.trim());
  if (state.status) params.set('status', state.status);
  if (state.paymentStatus) params.set('payment', state.paymentStatus);
  if (state.customer) params.set('customer', state.customer);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API's query parameters for the filters (GET /orders and GET /orders/export). */
export function filtersToApi(filters: AdminOrderFilters): Record<string, string | undefined> {
  return {
    status: filters.status,
    paymentStatus: filters.paymentStatus,
    customer: filters.customer,
    from: filters.from,
    to: filters.to,
    search: filters.search?.trim() || undefined,
  };
}
