// Reads the JSON reports the test runners write and adds them up for the closing line.
import { existsSync, readFileSync } from 'node:fs';

/** Counts from a vitest `--reporter=json` file; a test file that failed to load counts as one failure. */
export function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Counts from a Playwright `json` reporter file. */
export function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats, errors } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: (stats?.unexpected ?? 0) + (errors?.length ?? 0),
    skipped: stats?.skipped ?? 0,
  };
}
