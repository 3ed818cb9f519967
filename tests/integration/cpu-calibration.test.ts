// The CPU slowdown that audit:lighthouse and bench:interactivity apply: what an operator reads beside
// every table, derived from the machine's benchmark index by Lighthouse's CPU-throttling calculator.
import { calibratedMultiplier, cpuSlowdown, describeCpuSlowdown, fixedCpuOption } from '../../scripts/lib/cpu-calibration';

describe('CPU calibration', () => {
  it.each([
    [1300, 3],
    [2932, 10.0],
    [800, 2],
    [1050, 2.5],
  ])('gives the calculator multiplier for a benchmark index of %i: %d', (index, multiplier) => {
    expect(calibratedMultiplier(index)).toBe(multiplier);
  });

  it('keeps the floor of 2 below the calculator range and says so', () => {
    const slow = cpuSlowdown(600);
    expect(slow.multiplier).toBe(2);
    expect(describeCpuSlowdown(slow)).toMatch(/index 600 .*slowdown 2x.*below the calculator's range \(800\)/);
  });

  it('keeps a fixed multiplier given as --cpu=N, and prints it as fixed beside the index measured', () => {
    const fixed = cpuSlowdown(2932, fixedCpuOption(['--rounds=1', '--cpu=4']));
    expect(fixed.multiplier).toBe(4);
    expect(describeCpuSlowdown(fixed)).toBe('CPU: benchmark index 2932 (median at the start), slowdown 4x (fixed by --cpu)');
    expect(fixedCpuOption(['--rounds=1'])).toBeUndefined();
    expect(() => fixedCpuOption(['--cpu=fast'])).toThrow(/--cpu=fast/);
  });
});
