/** What a request to bull-board does, for the guard and the audit trail. */
export type DashboardRequest =
  | { kind: 'read' }
  | { kind: 'refused' }
  | { kind: 'action'; action: string; queue: string | null; jobId: string | null; status: string | null };

const SEGMENT = '([A-Za-z0-9_.:-]{1,128})';
type Found = Omit<Extract<DashboardRequest, { kind: 'action' }>, 'kind'>;
const JOB_ACTIONS: Record<string, string> = { retry: 'job.retry', clean: 'job.remove', promote: 'job.promote' };
/**
 * The changes an admin may make from the dashboard: retry, remove (clean) and promote jobs,
 * pause and resume queues. Refused: adding jobs and editing their data (they would let anyone with
 * the cookie send arbitrary store e-mails), emptying and obliterating queues (unrecoverable),
 * concurrency, rate limits and schedulers (deployment settings, not operations).
 */
const ALLOWED: Array<{ pattern: RegExp; read: (match: RegExpExecArray) => Found }> = [
  {
    pattern: /^\/api\/queues\/(pause|resume)$/,
    read: (m) => ({ action: `queues.${m[1]}`, queue: null, jobId: null, status: null }),
  },
  {
    pattern: new RegExp(`^/api/queues/${SEGMENT}/retry/${SEGMENT}$`),
    read: (m) => ({ action: 'retry all', queue: m[1], jobId: null, status: m[2] }),
  },
  {
    pattern: new RegExp(`^/api/queues/${SEGMENT}/clean/${SEGMENT}$`),
    read: (m) => ({ action: 'remove all', queue: m[1], jobId: null, status: m[2] }),
  },
  {
    pattern: new RegExp(`^/api/queues/${SEGMENT}/(pause|resume|promote)$`),
    read: (m) => ({
      action: m[2] === 'promote' ? 'promote all' : `queue.${m[2]}`,
      queue: m[1],
      jobId: null,
      status: null,
    }),
  },
  {
    pattern: new RegExp(`^/api/queues/${SEGMENT}/${SEGMENT}/(retry|clean|promote)$`),
    read: (m) => ({ action: JOB_ACTIONS[m[3]], queue: m[1], jobId: m[2], status: null }),
  },
];

export function classifyDashboardRequest(method: string, url: string): DashboardRequest {
  if (method === 'GET' || method === 'HEAD') return { kind: 'read' };
  if (method !== 'PUT') return { kind: 'refused' };
  const path = url.split('?')[0];
  if (path.length > 400) return { kind: 'refused' };
  const relative = path.replace(/^\/api\/admin\/queues/, '');
  for (const rule of ALLOWED) {
    const match = rule.pattern.exec(relative);
    if (match) return { kind: 'action', ...rule.read(match) };
  }
  return { kind: 'refused' };
}
