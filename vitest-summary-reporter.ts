import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with one plain `N passed, N failed, N skipped` line, the closing line CI and
 * humans read, whatever else the default reporter printed above it.
 */
export default class SummaryReporter implements Reporter {
  private summary = '';

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      let failedInModule = 0;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failedInModule += 1;
        else skipped += 1;
      }
      // A file that failed to load, or whose beforeAll/afterAll threw, fails without any failed
      // test in it: it still counts as one failure, so the line never says "0 failed" then.
      if (testModule.state() === 'failed' && failedInModule === 0) failedInModule = 1;
      failed += failedInModule;
    }
    this.summary = `${passed} passed, ${failed} failed, ${skipped} skipped`;
    // The default reporter prints its own summary after this hook; ours must be the last line.
    process.once('exit', () => process.stdout.write(`\n${this.summary}\n`));
  }
}
