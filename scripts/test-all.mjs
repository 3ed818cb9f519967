#!/usr/bin/env node
// `npm test`: lint and format check, unit and integration tests, a production build, the type
// check, the visual regression shots of that build, the broken-content build check, then
// end-to-end tests in real Chromium against that build served by `netlify dev`.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint and format check', 'npm', ['run', 'lint']],
  ['unit and integration tests', 'npx', ['jest', '--selectProjects', 'unit']],
  // The build writes src/gatsby-types.d.ts (GraphQL typegen), which the type check needs.
  ['production build', 'npm', ['run', 'build']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['visual regression (20 screenshots against their baselines)', 'npm', ['run', 'test:visual']],
  ['broken-content build check', 'npx', ['jest', '--selectProjects', 'build']],
  ['end-to-end tests', 'npx', ['jest', '--selectProjects', 'e2e', '--runInBand']],
];

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
