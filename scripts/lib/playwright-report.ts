/** What Playwright's JSON report says of a run (scripts/test.ts prints it under its step table). */
import { existsSync, readFileSync } from 'node:fs';

interface JsonSuite {
  title: string;
  file?: string;
  suites?: JsonSuite[];
  specs?: { title: string; line: number; tests: { projectName: string; status: string }[] }[];
}

/** Playwright's JSON report: every test whose status is 'flaky' (failed, then passed on retry). */
export function flakyTests(reportFile: string): string[] {
  if (!existsSync(reportFile)) return [];
  const found: string[] = [];
  const walk = (suite: JsonSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        if (t.status === 'flaky')
          found.push(
            `flaky (passed on its retry): [${t.projectName}] ${file}:${spec.line} ${spec.title}`,
          );
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  const json = JSON.parse(readFileSync(reportFile, 'utf8')) as { suites: JsonSuite[] };
  for (const suite of json.suites) walk(suite, suite.file ?? suite.title);
  return found;
}
