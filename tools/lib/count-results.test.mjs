// node:test, run by tools/test.mjs and counted in its closing line. The report shapes below are
// what Jest 30's --json wrote for small throwaway suites (trimmed to the fields that matter).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closingLine, countJestReport, countRun, countTap, failedTestLines } from './count-results.mjs';

const suite = (name, status, assertions, message = '') => ({
  name: `/repo/libs/x/test/${name}`,
  status,
  message,
  assertionResults: assertions.map(([title, status]) => ({ title, status })),
});
const report = (suites, { success } = {}) => {
  const all = suites.flatMap((s) => s.assertionResults);
  return {
    numPassedTests: all.filter((a) => a.status === 'passed').length,
    numFailedTests: all.filter((a) => a.status === 'failed').length,
    numPendingTests: all.filter((a) => a.status === 'pending').length,
    numTodoTests: all.filter((a) => a.status === 'todo').length,
    numTotalTests: all.length,
    success: success ?? suites.every((s) => s.status === 'passed'),
    testResults: suites,
  };
};
const afterAllMessage =
  '\n\n  ● Test suite failed to run\n\n    after boom\n\n      at Object.<anonymous> (test/b.spec.ts:1:1)';

describe('counting one Jest report', () => {
  it('counts passed, failed and skipped (pending and todo) tests', () => {
    const r = report([
      suite('a.spec.ts', 'failed', [
        ['t1', 'passed'],
        ['t2', 'failed'],
        ['t3', 'pending'],
        ['t4', 'todo'],
      ]),
    ]);
    assert.deepEqual(countJestReport(r, 'x'), { passed: 1, failed: 1, skipped: 2, problems: [] });
  });

  it('counts a beforeAll failure through the tests it failed (Jest marks each of them failed)', () => {
    const r = report([
      suite(
        'a.spec.ts',
        'failed',
        [
          ['t1', 'failed'],
          ['t2', 'failed'],
        ],
        '  ● before › t1\n\n    before boom',
      ),
    ]);
    assert.equal(countJestReport(r, 'x').failed, 2);
  });

  it('counts an afterAll failure once although every test in the suite passed', () => {
    const r = report([
      suite('a.spec.ts', 'passed', [['ok', 'passed']]),
      suite('b.spec.ts', 'failed', [['t3', 'passed']], afterAllMessage),
    ]);
    const counted = countJestReport(r, 'x', '/repo');
    assert.equal(counted.passed, 2);
    assert.equal(counted.failed, 1);
    assert.deepEqual(counted.problems, ['x: libs/x/test/b.spec.ts failed outside its tests (after boom)']);
  });

  it('counts an afterAll failure beside failed tests as one more failure', () => {
    const r = report([
      suite(
        'b.spec.ts',
        'failed',
        [
          ['t3', 'failed'],
          ['t4', 'passed'],
        ],
        `  ● t3\n\n    expected 1${afterAllMessage}`,
      ),
    ]);
    assert.equal(countJestReport(r, 'x').failed, 2);
  });

  it('counts a suite that could not run (testExecError: syntax error, missing module) once', () => {
    const r = report([
      suite('syntax.spec.ts', 'failed', [], '  ● Test suite failed to run\n\n    Jest encountered an unexpected token'),
    ]);
    assert.deepEqual(countJestReport(r, 'x'), {
      passed: 0,
      failed: 1,
      skipped: 0,
      problems: ['x: /repo/libs/x/test/syntax.spec.ts failed outside its tests (Jest encountered an unexpected token)'],
    });
  });

  it('counts a project whose report holds no tests as one failure', () => {
    const counted = countJestReport(report([]), 'payments');
    assert.equal(counted.failed, 1);
    assert.match(counted.problems[0], /^payments: no tests ran/);
  });

  it('counts a report Jest marked unsuccessful without any failed suite as one failure', () => {
    const counted = countJestReport(report([suite('a.spec.ts', 'passed', [['t', 'passed']])], { success: false }), 'x');
    assert.equal(counted.failed, 1);
  });

  it('counts nothing as failed when everything passed', () => {
    assert.deepEqual(countJestReport(report([suite('a.spec.ts', 'passed', [['t', 'passed']])]), 'x'), {
      passed: 1,
      failed: 0,
      skipped: 0,
      problems: [],
    });
  });
});

describe('counting the whole run', () => {
  const green = report([
    suite('a.spec.ts', 'passed', [
      ['t1', 'passed'],
      ['t2', 'passed'],
    ]),
  ]);

  it('counts an expected project without a report (its Jest or global setup crashed) as failed', () => {
    const counted = countRun({ expectedProjects: ['api', 'web-e2e'], reports: { api: green } });
    assert.equal(counted.passed, 2);
    assert.equal(counted.failed, 1);
    assert.match(counted.problems[0], /^web-e2e: no report/);
  });

  it('counts each failed type-check separately (server and web)', () => {
    const both = countRun({
      expectedProjects: ['api'],
      reports: { api: green },
      typechecks: [
        { name: 'the server', ok: false },
        { name: 'the web app', ok: false },
      ],
    });
    assert.equal(both.failed, 2);
    const one = countRun({
      expectedProjects: ['api'],
      reports: { api: green },
      typechecks: [
        { name: 'the server', ok: true },
        { name: 'the web app', ok: false },
      ],
    });
    assert.equal(one.failed, 1);
    assert.deepEqual(one.problems, ['type-check of the web app failed']);
  });

  it('adds other runs (node:test) and counts a failed runner once only when nothing else failed', () => {
    const other = { passed: 3, failed: 0, skipped: 1, problems: [] };
    assert.deepEqual(countRun({ expectedProjects: ['api'], reports: { api: green }, others: [other] }), {
      passed: 5,
      failed: 0,
      skipped: 1,
      problems: [],
    });
    assert.equal(countRun({ expectedProjects: ['api'], reports: { api: green }, runnerFailed: true }).failed, 1);
    const withFailure = countRun({ expectedProjects: ['api', 'web'], reports: { api: green }, runnerFailed: true });
    assert.equal(withFailure.failed, 1); // the missing report already explains the runner's failure
  });

  it('counts reports of projects it did not expect too', () => {
    assert.equal(countRun({ expectedProjects: [], reports: { api: green } }).passed, 2);
  });
});

describe("counting node:test's TAP summary", () => {
  it('reads pass, fail, cancelled, skipped and todo', () => {
    const tap =
      'TAP version 13\n# tests 7\n# suites 2\n# pass 3\n# fail 1\n# cancelled 1\n# skipped 1\n# todo 1\n# duration_ms 95.9\n';
    assert.deepEqual(countTap(tap), { passed: 3, failed: 2, skipped: 2, problems: [] });
  });

  it('counts a run without a summary (the runner crashed) or without tests as one failure', () => {
    assert.equal(countTap('').failed, 1);
    assert.equal(countTap(undefined).failed, 1);
    assert.equal(countTap('# tests 0\n# pass 0\n# fail 0\n').failed, 1);
  });
});

describe('naming the failed tests', () => {
  it("names each failed test with its project, file, full name and its failure's first line", () => {
    const failing = suite('a.spec.ts', 'failed', [
      ['ok', 'passed'],
      ['t2', 'failed'],
    ]);
    failing.assertionResults[1].fullName = 'checkout › t2';
    failing.assertionResults[1].failureMessages = [
      '\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 1',
    ];
    const lines = failedTestLines(
      { web: report([failing]), api: report([suite('b.spec.ts', 'failed', [['t3', 'failed']])]) },
      '/repo',
    );
    assert.deepEqual(lines, [
      'api: libs/x/test/b.spec.ts › t3',
      'web: libs/x/test/a.spec.ts › checkout › t2: Error: expect(received).toBe(expected)',
    ]);
  });

  it('names nothing when every test passed', () => {
    assert.deepEqual(failedTestLines({ api: report([suite('a.spec.ts', 'passed', [['t', 'passed']])]) }), []);
  });
});

describe('the closing line', () => {
  it('reads "N passed, N failed" and adds skipped only when there are some', () => {
    assert.equal(closingLine({ passed: 10, failed: 0, skipped: 0 }), '10 passed, 0 failed');
    assert.equal(closingLine({ passed: 10, failed: 2, skipped: 3 }), '10 passed, 2 failed, 3 skipped');
  });
});
