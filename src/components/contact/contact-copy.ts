/** The contact form's status texts; the success names the company's reply time, the failure its address. */
export const STATUS_TEXT = {
  verifying: 'Verifying Security...',
  sending: 'Sending Email...',
  success: (replyHours: number) => `Thank you! Your message has been sent successfully. We'll get back to you within ${replyHours} hours.`,
  /** Stored but not yet mailed: the truth, briefly. */
  received: 'Thank you! We have received your message. Our reply may be delayed.',
  failure: (companyEmail: string) => `Failed to send message. Please try again or contact us directly at ${companyEmail}`,
} as const;

/** The texts that differ between the general form and the demo request (/contact/?demo=true). */
export const CONTACT_COPY = {
  contact: {
    heading: 'Send us a message',
    submit: 'Send Message',
    messageLabel: 'Message',
    messageHint: 'What would you like to automate, predict or build with AI?',
  },
  demo: { heading: 'Request a demo', submit: 'Request Demo', messageLabel: 'What would you like to see?', messageHint: 'Products, use cases, team size' },
} as const;

export type ContactCopyKey = keyof (typeof CONTACT_COPY)['contact'];
