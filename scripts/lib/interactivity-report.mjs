// The tables scripts/bench-interactivity.mjs prints: medians per build, then the ranges over the rounds.
import path from 'node:path';
import { median } from './lighthouse-comparison.mjs';
import { describeCpuSlowdown } from './cpu-calibration.ts';

/** Prints the figures of `builds` ({ dir, results }) measured in `rounds` rounds at `cpu`, with each round's starting load. */
export const printInteractivityReport = ({ builds, rounds, cpu, loads, frameMs }) => {
  const pad = (value, width, left = false) => (left ? String(value).padEnd(width) : String(value).padStart(width));
  const columns = [
    ['FCP', 'fcpMs'],
    ['menu opens', 'menuMs'],
    ['(from nav)', 'menuAtMs'],
    ['tap->menu', 'menuTapMs'],
    ['theme switches', 'themeMs'],
    ['(from nav)', 'themeAtMs'],
    ['tap->theme', 'themeTapMs'],
    ['idle tap->menu', 'idleTapMs'],
    ['hydrated', 'hydratedMs'],
    ['long tasks', 'longTaskCount'],
    ['blocking', 'blockingMs'],
    ['layout shift', 'layoutShift'],
  ];
  console.log(
    `\nMedians; ms from first contentful paint, except FCP and (from nav) (from navigation) and tap->… (from the end of the answered tap, or FCP if later):`,
  );
  console.log([pad('build', 52, true), ...columns.map(([title]) => pad(title, title.length + 1))].join(' '));
  for (const { dir, results } of builds) {
    const cell = (key) => {
      const value = median(results.map((r) => r[key]));
      if (!Number.isFinite(value)) return 'n/a';
      return key === 'layoutShift' ? value.toFixed(3) : key.endsWith('TapMs') ? value.toFixed(1) : Math.round(value);
    };
    console.log([pad(path.relative(process.cwd(), dir) || '.', 52, true), ...columns.map(([title, key]) => pad(cell(key), title.length + 1))].join(' '));
  }
  const ranged = [
    ['FCP', 'fcpMs'],
    ['hydrated', 'hydratedMs'],
    ['blocking', 'blockingMs'],
    ['layout shift', 'layoutShift'],
  ];
  console.log(`\nRanges over the ${rounds} rounds (min-max):`);
  console.log([pad('build', 52, true), ...ranged.map(([title]) => pad(title, 14))].join(' '));
  for (const { dir, results } of builds) {
    const range = (key) => {
      const values = results.map((r) => r[key]).filter(Number.isFinite);
      if (values.length === 0) return 'n/a';
      const format = (value) => (key === 'layoutShift' ? value.toFixed(3) : Math.round(value));
      return `${format(Math.min(...values))}-${format(Math.max(...values))}`;
    };
    console.log([pad(path.relative(process.cwd(), dir) || '.', 52, true), ...ranged.map(([, key]) => pad(range(key), 14))].join(' '));
  }
  console.log(
    `\n${describeCpuSlowdown(cpu)}. One frame at 60 Hz: ${frameMs.toFixed(1)} ms. Load average (1 min) at each round's start: ${loads.map((l) => l.toFixed(1)).join(', ')}.`,
  );
};
