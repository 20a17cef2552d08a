/**
 * A Playwright reporter that writes how long each test took (every attempt, with its status), for the timing summary
 * of `npm run test:e2e` and `npm test` (scripts/e2e-timings.mjs reads it): `<outputDir>/timings.json`, one file per
 * run, so two shards side by side never write the same file. E2E_STEP_TIMINGS=<ms> also prints, at the end of each
 * test, its steps that took longer than that (where a slow test spends its time).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { FullConfig, FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

export interface TimedTest {
  file: string;
  line: number;
  title: string;
  status: TestResult['status'];
  retry: number;
  durationMs: number;
}

export interface TimingsFile {
  startedAt: string;
  durationMs: number;
  status: FullResult['status'];
  tests: TimedTest[];
}

export default class TimingReporter implements Reporter {
  private readonly tests: TimedTest[] = [];
  private outputFile = join('test-results', 'timings.json');
  private startedAt = new Date();
  private readonly stepThresholdMs = Number(process.env.E2E_STEP_TIMINGS ?? 0);

  onBegin(config: FullConfig): void {
    const outputDir = config.projects[0]?.outputDir ?? join(process.cwd(), 'test-results');
    this.outputFile = process.env.E2E_TIMINGS_FILE ?? join(outputDir, 'timings.json');
    this.startedAt = new Date();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.push({
      file: relative(process.cwd(), test.location.file),
      line: test.location.line,
      title: test.titlePath().slice(3).join(' › '),
      status: result.status,
      retry: result.retry,
      durationMs: result.duration,
    });
    if (this.stepThresholdMs > 0) {
      const slow: string[] = [];
      const walk = (steps: TestStep[], depth: number) => {
        for (const step of steps) {
          if (step.duration >= this.stepThresholdMs)
            slow.push(`${'  '.repeat(depth)}${(step.duration / 1000).toFixed(1)}s ${step.title}`);
          walk(step.steps, depth + 1);
        }
      };
      walk(result.steps, 1);
      if (slow.length > 0) console.log(`steps of "${test.title}" over ${this.stepThresholdMs} ms:\n${slow.join('\n')}`);
    }
  }

  onEnd(result: FullResult): void {
    const file: TimingsFile = {
      startedAt: this.startedAt.toISOString(),
      durationMs: result.duration,
      status: result.status,
      tests: this.tests,
    };
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, `${JSON.stringify(file, null, 2)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
