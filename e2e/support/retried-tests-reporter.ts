import type { Reporter, TestCase } from 'vitest/node';

/**
 * Prints why a browser test needed its second attempt. The default reporter marks such a test
 * "retry x1" and shows no error, as it passed; the first attempt's error is what says whether the
 * page, the product or the machine was at fault.
 */
export default class RetriedTestsReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    const { state, errors } = testCase.result();
    if (retries === 0 || state !== 'passed' || !errors?.length) return;
    const lines = errors.map((error) => `  ${error.stack ?? error.message}`);
    process.stderr.write(
      `\nPassed on attempt ${retries + 1}: ${testCase.module.moduleId} > ${testCase.fullName}\n` +
        `Earlier attempt failed with:\n${lines.join('\n')}\n\n`,
    );
  }
}
