/**
 * The FAQ's topics and questions, in reading order. Texts live in the locale files under
 * `faq.<topic>.title` and `faq.<topic>.<question>.q` / `.a`.
 */
export const FAQ_TOPICS = [
  { id: 'accounts', questions: ['what', 'currency', 'delete'] },
  { id: 'trial', questions: ['what', 'leave'] },
  { id: 'sending', questions: ['numbers', 'segments', 'china', 'schedule'] },
  { id: 'pricing', questions: ['how', 'failed', 'balance', 'topUp'] },
  { id: 'receipts', questions: ['statuses', 'webhook', 'pending'] },
  { id: 'apiKeys', questions: ['use', 'secret', 'restrict'] },
  { id: 'smpp', questions: ['connect', 'statuses', 'receipts'] },
] as const;

export type FaqTopic = (typeof FAQ_TOPICS)[number];

/**
 * Answers that end with a link to the page where the reader does what they describe, by console route
 * name (`faq.<topic>.<question>.link` is the link's text). A route that does not exist shows no link.
 */
export const FAQ_LINKS: Readonly<Record<string, string>> = {
  'pricing.balance': 'Recharge',
  'pricing.topUp': 'Recharge',
  'smpp.connect': 'SmsSetting',
};

export const linkKey = (topic: FaqTopic['id'], question: string) => `faq.${topic}.${question}.link`;

export const topicTitleKey = (topic: FaqTopic['id']) => `faq.${topic}.title`;
export const questionKey = (topic: FaqTopic['id'], question: string) => `faq.${topic}.${question}.q`;
export const answerKey = (topic: FaqTopic['id'], question: string) => `faq.${topic}.${question}.a`;
