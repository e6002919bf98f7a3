import { Injectable } from '@nestjs/common';

export type HealthStatus = 'up' | 'down';

export interface HealthReport {
  status: HealthStatus;
  [detail: string]: unknown;
}

/** A dependency /api/health reports on. Modules register theirs at start-up. */
export interface HealthIndicator {
  name: string;
  check(): Promise<HealthReport>;
}

const CHECK_TIMEOUT_MS = 2000;

async function withTimeout(indicator: HealthIndicator): Promise<HealthReport> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<HealthReport>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 'down', error: `no answer within ${CHECK_TIMEOUT_MS} ms` }),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      indicator.check().catch((error: Error) => ({ status: 'down' as const, error: error.message })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class HealthRegistry {
  private readonly indicators = new Map<string, HealthIndicator>();

  register(indicator: HealthIndicator) {
    this.indicators.set(indicator.name, indicator);
  }

  async checkAll(): Promise<{ status: 'ok' | 'degraded'; checks: Record<string, HealthReport> }> {
    const entries = await Promise.all(
      [...this.indicators.values()].map(async (indicator) => [indicator.name, await withTimeout(indicator)] as const),
    );
    const checks = Object.fromEntries(entries);
    const allUp = entries.every(([, report]) => report.status === 'up');
    return { status: allUp ? 'ok' : 'degraded', checks };
  }
}
