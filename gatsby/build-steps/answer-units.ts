import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ANSWER_UNITS_PATH, type AnswerUnitsFile } from '../../src/lib/search/answer-file';
import { answerUnitsOf } from '../lib/answer-units';
import { searchDocumentOf } from '../lib/search-documents';

/**
 * Writes the assistant's answer units (/search/answers.json): every sentence, list item and figure
 * of the pages search indexes (`paths`, the sitemap's: no draft, retired or noindex page), each
 * with its heading. Referenced by no page: the chat fetches it when a conversation reaches its chat
 * step, beside the search index it ranks pages with.
 */
export const writeAnswerUnits = (publishDir: string, paths: readonly string[]): string => {
  const file: AnswerUnitsFile = { pages: [], units: [] };
  paths.forEach((pagePath, page) => {
    const html = fs.readFileSync(path.join(publishDir, pagePath, 'index.html'), 'utf8');
    file.pages.push({ path: pagePath, title: searchDocumentOf(html, pagePath, '').title });
    for (const unit of answerUnitsOf(html)) file.units.push([page, unit.heading, unit.text, unit.figure ? 1 : 0]);
  });
  const json = JSON.stringify(file);
  fs.mkdirSync(path.join(publishDir, path.dirname(ANSWER_UNITS_PATH)), { recursive: true });
  fs.writeFileSync(path.join(publishDir, ANSWER_UNITS_PATH), json);
  const kb = (gzipSync(json, { level: 9 }).length / 1024).toFixed(1);
  return `Assistant: ${file.units.length} sentences, list items and figures of ${paths.length} pages; ${ANSWER_UNITS_PATH} ${kb} KB gzip, fetched when a chat reaches its chat step`;
};
