/** Types of build-plan.mjs, for the TypeScript that tests it. */
export declare const buildCommand: string;
export declare const budgetModeVariable: string;
export declare function buildReason(times: {
  builtAtMs: number;
  sourcesChangedAtMs: number;
}): 'first-build' | 'sources-changed' | null;
export declare function startBuildEnv(
  callerEnv: Record<string, string | undefined>,
): Record<string, string | undefined>;
export declare function budgetVerdict(input: {
  totalKb: number;
  budgetKb: number;
  env: Record<string, string | undefined>;
}): 'within' | 'warn' | 'fail';
