import os from 'node:os';

/** The 1, 5 and 15 minute load averages, for printing beside figures taken on a shared machine. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
