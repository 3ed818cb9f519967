// The CPU slowdown that makes this machine stand for a mid-range phone, as Lighthouse's CPU-throttling
// calculator derives it from the benchmark index Lighthouse reports (lhr.environment.benchmarkIndex).
// A fixed 4x stands for a phone only on a host near an index of 1,500; on a faster host every page
// would show a TBT of 0 and no change could show what it costs. Used by audit:lighthouse and
// bench:interactivity alike, so both measure at the same CPU.

/** Below this index the calculator gives no line: the slowdown stays at its floor. */
const CALCULATOR_FLOOR_INDEX = 800;
const FLOOR_MULTIPLIER = 2;

export type CpuSlowdown = { benchmarkIndex: number; multiplier: number; fixed: boolean; note: string };

/** The calculator's multiplier, to one decimal: 3 + (index - 1300) / 233 from 1,300 up, 2 + (index - 800) / 500 from 800 to 1,300, else 2. */
export const calibratedMultiplier = (benchmarkIndex: number): number => {
  const exact =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= CALCULATOR_FLOOR_INDEX ? 2 + (benchmarkIndex - 800) / 500 : FLOOR_MULTIPLIER;
  return Math.round(exact * 10) / 10;
};

/** `--cpu=N` keeps a fixed multiplier instead of the calibrated one. */
export const fixedCpuOption = (args: readonly string[]): number | undefined => {
  const value = args.find((arg) => arg.startsWith('--cpu='))?.slice('--cpu='.length);
  if (value === undefined) return undefined;
  const multiplier = Number(value);
  if (!(multiplier >= 1)) throw new Error(`--cpu=${value}: give a slowdown of 1 or more, e.g. --cpu=4`);
  return multiplier;
};

/** The slowdown for a run: the fixed one if given, else the calculator's for the index measured. */
export const cpuSlowdown = (benchmarkIndex: number, fixed?: number): CpuSlowdown => {
  if (fixed !== undefined) return { benchmarkIndex, multiplier: fixed, fixed: true, note: 'fixed by --cpu' };
  const multiplier = calibratedMultiplier(benchmarkIndex);
  const note =
    benchmarkIndex < CALCULATOR_FLOOR_INDEX
      ? `calibrated; the index is below the calculator's range (${CALCULATOR_FLOOR_INDEX}), so its floor of ${FLOOR_MULTIPLIER}x`
      : "calibrated as Lighthouse's CPU-throttling calculator does";
  return { benchmarkIndex, multiplier, fixed: false, note };
};

/** The line printed with every table. */
export const describeCpuSlowdown = ({ benchmarkIndex, multiplier, note }: CpuSlowdown): string =>
  `CPU: benchmark index ${Math.round(benchmarkIndex)} (median at the start), slowdown ${multiplier}x (${note})`;
