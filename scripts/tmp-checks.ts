import path from 'node:path';
import { answerChecks, summary } from '../support/answer-checks';
const r = answerChecks(path.resolve('public'), path.resolve('content'), ['tests/data/visitor-questions.yaml', 'tests/data/visitor-questions-held-out.yaml']);
for (const f of r.facts) console.log(summary(`facts ${f.set}`, f.figures));
for (const v of r.visitors) { console.log(summary(`search ${v.file}`, v.search)); console.log(summary(`assistant ${v.file}`, v.assistant)); }
