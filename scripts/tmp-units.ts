import fs from 'node:fs';
import { writeAnswerUnits } from '../gatsby/build-steps/answer-units';
const sitemap = fs.readFileSync('public/sitemap.xml', 'utf8');
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
console.log(writeAnswerUnits('public', paths));
