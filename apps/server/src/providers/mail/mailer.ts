/** Outgoing e-mail, whatever carries it: SMTP in production, .eml files by default, memory in tests. */
export interface MailMessage {
  to: string;
  subject: string;
  /** Every e-mail has a plain-text part (docs/contracts.md); HTML is the friendlier view of the same text. */
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
