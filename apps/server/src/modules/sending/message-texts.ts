/**
 * The text of every message of a send. A console send of an imported file gives recipients their own
 * variables (docs/sms-console-api.md): each of those messages is rendered with its own values over the shared
 * ones, and its encoding and segments — so its cost — come from its own text. Refusals in the rules' order:
 * a missing variable (of the first recipient lacking one), then the first text that is empty or over 10
 * segments.
 */
import {
  MAX_MESSAGE_SEGMENTS,
  analyzeMessage,
  mergeRecipientVariables,
  type RenderedTemplate,
  type TemplateVariableValues,
} from '@beacon/shared';
import { reject } from './rejection.js';

export interface MessageText {
  text: string;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
}

export interface SendTexts {
  /** The text of the recipients without variables of their own. */
  common: MessageText;
  /** The texts of the others, by E.164 number. */
  own: Map<string, MessageText>;
}

export interface ComposeTextsInput {
  /** The template's content or the typed content. */
  source: string;
  fromTemplate: boolean;
  recipients: readonly string[];
  variables: Readonly<Record<string, string>>;
  recipientVariables?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  smartEncoding: boolean;
  render: (content: string, variables: TemplateVariableValues) => RenderedTemplate;
}

export function composeMessageTexts(input: ComposeTextsInput): SendTexts {
  const { source, recipients, variables, render, smartEncoding } = input;
  const perRecipient = input.recipientVariables ?? {};
  const personal = input.recipientVariables
    ? recipients.filter((to) => Object.keys(perRecipient[to] ?? {}).length > 0)
    : [];
  // Plain content is sent as typed unless variables were given for it, shared or a recipient's own.
  const isRendered = input.fromTemplate || Object.keys(variables).length > 0 || personal.length > 0;
  if (!isRendered) return { common: analyze(source, smartEncoding), own: new Map() };

  const shared = render(source, variables);
  const rendered = new Map(
    personal.map((to) => [to, render(source, mergeRecipientVariables(variables, perRecipient[to]))]),
  );
  for (const to of recipients) {
    const { missing } = rendered.get(to) ?? shared;
    if (missing.length > 0) reject({ kind: 'variablesMissing', names: missing });
  }

  const own = new Map<string, MessageText>();
  let common: MessageText | undefined;
  for (const to of recipients) {
    const text = rendered.get(to);
    if (text) own.set(to, analyze(text.text, smartEncoding));
    else common ??= analyze(shared.text, smartEncoding);
  }
  // When every recipient has a text of its own, the first one stands for the send (its messages' default).
  common ??= own.values().next().value ?? analyze(shared.text, smartEncoding);
  return { common, own };
}

function analyze(text: string, smartEncoding: boolean): MessageText {
  const analysis = analyzeMessage(text, { smartEncoding });
  if (analysis.text.trim() === '') reject({ kind: 'missingParameters', names: ['content'] });
  if (analysis.segments > MAX_MESSAGE_SEGMENTS) reject({ kind: 'contentTooLong' });
  return { text: analysis.text, encoding: analysis.encoding, segments: analysis.segments };
}
