import fs from 'node:fs';
import yaml from 'js-yaml';
import { siteAnswerer } from '../src/lib/search/answer';
import { loadSiteSearch } from '../src/lib/search/engine';
import { titlesOf, unitsOf, type AnswerUnitsFile } from '../src/lib/search/answer-file';
import type { SearchIndexFile } from '../src/lib/search/index-file';
const file = JSON.parse(fs.readFileSync('public/search/index.json', 'utf8')) as SearchIndexFile;
const units = JSON.parse(fs.readFileSync('public/search/answers.json', 'utf8')) as AnswerUnitsFile;
const a = siteAnswerer(loadSiteSearch(file), unitsOf(units), titlesOf(units), file.synonyms);
const qs = process.argv.slice(2);
const list = qs.length ? qs.map((q) => ({ question: q, answers: [] as string[] })) : ['visitor-questions.yaml', 'visitor-questions-held-out.yaml'].flatMap((f) => (yaml.load(fs.readFileSync(`tests/data/${f}`, 'utf8')) as { questions: { question: string; answers: string[] }[] }).questions);
let hits = 0;
for (const { question, answers } of list) {
  const r = a.answer(question);
  const hit = r.kind === 'passages' && r.passages.some((p) => answers.includes(p.path));
  if (hit) hits++;
  console.log(`${hit ? '+' : '-'} ${question}\n    ${r.kind === 'passages' ? r.passages.map((p) => `${p.text} [${p.path}]`).join('\n    ') : 'NOTHING'}`);
}
console.log(hits, list.length);
if (process.env.TOP) { const s = loadSiteSearch(file); for (const { question, answers } of list) { const r = a.answer(question); const hit = r.kind === 'passages' && r.passages.some((p) => answers.includes(p.path)); if (!hit) console.log(question, '=>', s.search(question, 3).map((x) => `${x.path}(${x.score.toFixed(1)},${x.matchedWords})`).join(' '), answers.join(',')); } }
