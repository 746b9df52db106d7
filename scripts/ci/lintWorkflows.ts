/**
 * `npm run lint`'s check of the GitHub workflows against GitHub's workflow schema, with action-validator
 * (`@action-validator/core`: WebAssembly inside its npm package, nothing downloaded): a misspelt key,
 * a step with both `run` and `uses`, a value of the wrong type. What the workflows must do is
 * scripts/ci/workflows.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface Problem {
  path?: string;
  title: string;
  detail?: string;
  location?: { line: number; column: number };
  states?: { errors: Problem[] }[];
}

const { validateWorkflow } = createRequire(import.meta.url)('@action-validator/core') as {
  validateWorkflow: (source: string) => { errors: Problem[] };
};

const WORKFLOWS = '.github/workflows';

/**
 * One line per problem. Where the schema allows several forms (a job that runs steps, or one that calls
 * a reusable workflow), the problems of the form the file came closest to.
 */
function lines(problems: Problem[]): string[] {
  return problems.flatMap((problem) => {
    const closest = (problem.states ?? []).toSorted((a, b) => a.errors.length - b.errors.length)[0];
    if (closest?.errors.length) return lines(closest.errors);
    const where = problem.location ? `line ${problem.location.line}` : (problem.path ?? '');
    return [`${where}: ${problem.detail ?? problem.title}`];
  });
}

/** The problems of each workflow file in `dir`, by file name; a file without any is left out. */
export function workflowProblems(dir = WORKFLOWS): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const name of readdirSync(dir).filter((file) => /\.ya?ml$/.test(file))) {
    const problems = lines(validateWorkflow(readFileSync(join(dir, name), 'utf8')).errors);
    if (problems.length) found.set(name, [...new Set(problems)]);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = workflowProblems();
  for (const [name, problems] of found) console.error(`${WORKFLOWS}/${name}:\n  ${problems.join('\n  ')}`);
  if (found.size) process.exit(1);
}
