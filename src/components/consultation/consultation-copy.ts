/** What the consultation form says above it, on /consultation/ and in the modal: the offer and the company's reply time. */
export const CONSULTATION_COPY = {
  title: (freeMinutes: number) => `Book a free ${freeMinutes}-minute consultation`,
  intro: (replyHours: number) =>
    `Tell us about your business and what you want to achieve with AI. All fields are required. We reply within ${replyHours} hours.`,
} as const;
