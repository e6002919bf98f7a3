import { API_RESPONSES } from '../../src/schemas';
import { API_REQUESTS } from '../../src/requests';

describe('API_REQUESTS', () => {
  it('lists a body for every route that takes one (every POST and PUT but the few without a body)', () => {
    const withoutBody = new Set([
      'POST /auth/logout',
      'POST /auth/send-email-verification',
      'POST /auth/send-phone-verification',
      'PUT /orders/:id/deliver',
      'PUT /orders/:id/cancel',
      'POST /uploads',
      'POST /uploads/review-photos',
      'POST /orders/:id/invoice',
      'POST /orders/:id/shipments/:shipmentId/delivered',
      'POST /admin/catalogue/imports',
      'POST /admin/catalogue/imports/:importId/check',
      'POST /admin/catalogue/imports/:importId/commit',
      'POST /admin/system/projections/:name/rebuild',
      'POST /admin/system/projections/:name/resume',
      'POST /admin/system/queues/session',
    ]);
    const writes = Object.keys(API_RESPONSES).filter((route) => /^(POST|PUT) /.test(route) && !withoutBody.has(route));
    const requests = API_REQUESTS as Record<string, { body?: unknown }>;
    expect(writes.filter((route) => !requests[route]?.body)).toEqual([]);
  });
});
