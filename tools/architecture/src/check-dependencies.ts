import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { type ForbiddenRule, forbiddenRules } from './dependency-rules';

export interface DependencyViolation {
  rule: string;
  from: string;
  to: string;
  /** For a cycle: the files it goes through. */
  cycle?: string[];
}

/** Where the code lives; tests are code too (a test importing another module's internals is a leak). */
export const SOURCE_ROOTS = ['apps', 'packages', 'tools/architecture/src'];

/** Runs the import rules over `paths` (relative to `root`) and answers every violation. */
export async function checkDependencies(
  root: string,
  paths: readonly string[] = SOURCE_ROOTS,
  rules: readonly ForbiddenRule[] = forbiddenRules,
): Promise<DependencyViolation[]> {
  const result = await cruise([...paths], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: [...rules] } as never,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '/build/', '\\.react-router', 'test-results', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations
    .filter((violation) => violation.rule.severity === 'error')
    .map((violation) => ({
      rule: violation.rule.name,
      from: violation.from,
      to: violation.to,
      ...(violation.cycle
        ? { cycle: violation.cycle.map((step) => (typeof step === 'string' ? step : step.name)) }
        : {}),
    }));
}
