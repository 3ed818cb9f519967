/**
 * The questions the assistant could not answer, as a chat lead's transcript carries them: the
 * visitor's own line, after a fixed mark a person reading the mail understands and a program
 * (the leads report, scripts/lib/lead-report.ts) reads back. It lives inside the transcript the
 * lead already sends, so nothing more leaves the browser than the conversation itself.
 */
export const UNANSWERED_MARK = '[not answered on the site]';

/** One line of the transcript: the visitor's message, marked when the assistant found no answer. */
export const transcriptLine = (text: string, unanswered: boolean): string => (unanswered ? `${UNANSWERED_MARK} ${text.trim()}` : text.trim());

/** The marked questions of a transcript (one message a line), in order, as the visitor wrote them. */
export const unansweredQuestions = (transcript: string): string[] =>
  transcript
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith(UNANSWERED_MARK))
    .map((line) => line.slice(UNANSWERED_MARK.length).trim())
    .filter(Boolean);
