// The arithmetic behind npm test's closing line "N passed, N failed[, N skipped]". Dependency-free
// and pure, so tools/lib/count-results.test.mjs (node:test, run and counted by tools/test.mjs)
// can prove that nothing that went wrong is left out of the count.

// eslint-disable-next-line no-control-regex -- ESC starts the terminal's colour codes
const withoutColours = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
/** A test file's path inside the repository (Jest reports absolute ones). */
const relativeTo = (root, file) => (root && file?.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);

/**
 * One project's Jest JSON report (`jest --json --outputFile`), counted.
 *
 * What Jest 30 writes (checked against a throwaway project):
 * - a beforeAll/beforeEach that throws marks every test under it failed: numFailedTests has them;
 * - an afterAll that throws leaves the tests passed, but the suite's status is 'failed' with a
 *   'Test suite failed to run' message (numRuntimeErrorTestSuites counts it, numFailedTests not);
 * - a file that cannot run (syntax error, missing module: the testExecError case) is a failed
 *   suite with no assertion results;
 * - a globalSetup that throws, or a config Jest refuses, writes no report at all (see countRun).
 * So every suite whose status is 'failed' without a failed assertion of its own, or with 'Test
 * suite failed to run' beside them, counts once more.
 */
export function countJestReport(report, project = 'project', root = '') {
  const problems = [];
  let failed = report.numFailedTests ?? 0;
  for (const suite of report.testResults ?? []) {
    if (suite.status !== 'failed') continue;
    const message = withoutColours(String(suite.message ?? suite.failureMessage ?? ''));
    const failedAssertions = (suite.assertionResults ?? []).filter((a) => a.status === 'failed').length;
    // Failed tests are already in numFailedTests; a hook or file failure beside them is not.
    if (failedAssertions > 0 && !message.includes('Test suite failed to run')) continue;
    failed += 1;
    const firstLine =
      message
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('●'))[0] ?? '';
    const file = relativeTo(root, suite.name);
    problems.push(`${project}: ${file ?? 'a suite'} failed outside its tests${firstLine ? ` (${firstLine})` : ''}`);
  }
  const passed = report.numPassedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if ((report.numTotalTests ?? 0) === 0 && failed === 0) {
    failed += 1;
    problems.push(`${project}: no tests ran (every project with a test target is expected to have tests)`);
  }
  if (report.success === false && failed === 0) {
    failed += 1;
    problems.push(
      `${project}: Jest reported failure without a failed test${report.wasInterrupted ? ' (interrupted)' : ''}`,
    );
  }
  return { passed, failed, skipped, problems };
}

/** node --test's TAP summary ("# pass N", "# fail N", ...), counted; no summary is one failure. */
export function countTap(text, name = 'node:test') {
  const summary = {};
  for (const match of String(text ?? '').matchAll(/^# (tests|pass|fail|cancelled|skipped|todo) (\d+)\s*$/gm))
    summary[match[1]] = Number(match[2]);
  if (summary.tests === undefined)
    return { passed: 0, failed: 1, skipped: 0, problems: [`${name}: no test summary (the runner crashed)`] };
  const problems = [];
  let failed = (summary.fail ?? 0) + (summary.cancelled ?? 0);
  if (summary.tests === 0) {
    failed += 1;
    problems.push(`${name}: no tests ran`);
  }
  return { passed: summary.pass ?? 0, failed, skipped: (summary.skipped ?? 0) + (summary.todo ?? 0), problems };
}

/**
 * The whole run: every expected project's report (undefined when none was written), the
 * type-checks (each failure is one failed test), other counted runs (node:test), and whether
 * the runner (Nx) itself failed.
 */
export function countRun({
  expectedProjects = [],
  reports = {},
  typechecks = [],
  others = [],
  runnerFailed = false,
  root = '',
}) {
  const total = { passed: 0, failed: 0, skipped: 0, problems: [] };
  const add = (part) => {
    total.passed += part.passed;
    total.failed += part.failed;
    total.skipped += part.skipped;
    total.problems.push(...part.problems);
  };
  const names = [...new Set([...expectedProjects, ...Object.keys(reports)])].sort();
  for (const project of names) {
    const report = reports[project];
    if (report) add(countJestReport(report, project, root));
    else
      add({
        passed: 0,
        failed: 1,
        skipped: 0,
        problems: [`${project}: no report (Jest or its global setup crashed before writing one)`],
      });
  }
  for (const check of typechecks) {
    if (!check.ok) add({ passed: 0, failed: 1, skipped: 0, problems: [`type-check of ${check.name} failed`] });
  }
  others.forEach(add);
  if (runnerFailed && total.failed === 0)
    add({ passed: 0, failed: 1, skipped: 0, problems: ['the test runner failed without a failed test (see above)'] });
  return total;
}

/**
 * Each failed test of the reports, one line apiece ("project: file › full name: first line of
 * its failure"), printed just above the closing line so that the tail of a CI log names them.
 */
export function failedTestLines(reports = {}, root = '') {
  const lines = [];
  for (const [project, report] of Object.entries(reports).sort(([a], [b]) => a.localeCompare(b))) {
    for (const suite of report.testResults ?? []) {
      const file = relativeTo(root, suite.name);
      for (const result of suite.assertionResults ?? []) {
        if (result.status !== 'failed') continue;
        const firstLine = withoutColours((result.failureMessages ?? []).join('\n'))
          .split('\n')
          .map((line) => line.trim())
          .find(Boolean);
        const name = result.fullName ?? result.title;
        lines.push(`${project}: ${file} › ${name}${firstLine ? `: ${firstLine.slice(0, 300)}` : ''}`);
      }
    }
  }
  return lines;
}

export const closingLine = ({ passed, failed, skipped }) =>
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
