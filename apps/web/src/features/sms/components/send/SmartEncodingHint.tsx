import { Alert, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyzeMessage, type MessageAnalysis } from '@beacon/shared/sms/analyze-message';
import type { Replacement } from '@beacon/shared/sms/smart-encoding';

/** Distinct replacements as "“ → \"" pairs, in order of first use. */
function distinctPairs(replacements: readonly Replacement[]): [string, string][] {
  const pairs = new Map<string, string>();
  for (const { from, to } of replacements) if (!pairs.has(from)) pairs.set(from, to);
  return [...pairs];
}

function Characters({ chars }: { chars: readonly string[] }) {
  return (
    <Flex wrap gap={4} component="span" style={{ display: 'inline-flex', marginInlineStart: 4 }}>
      {chars.map((char) => (
        <Tag key={char} style={{ marginInlineEnd: 0, fontFamily: 'monospace' }}>
          {char === ' ' ? '␣' : char}
        </Tag>
      ))}
    </Flex>
  );
}

function Pairs({ pairs }: { pairs: [string, string][] }) {
  return (
    <Flex wrap gap={4} component="span" style={{ display: 'inline-flex', marginInlineStart: 4 }}>
      {pairs.map(([from, to]) => (
        <Tag key={from} style={{ marginInlineEnd: 0, fontFamily: 'monospace' }}>
          {from} → {to === ' ' ? '␣' : to}
        </Tag>
      ))}
    </Flex>
  );
}

/**
 * What smart encoding does to this text: with the switch on, what it replaced (or why it left the text
 * alone); with it off and the text in UCS-2, what it would replace and what that would save.
 */
export function SmartEncodingHint({ source, analysis }: { source: string; analysis: MessageAnalysis }) {
  const { t } = useTranslation();
  if (analysis.smartEncoding === 'applied') {
    const original = analyzeMessage(source);
    return (
      <Alert
        type="success"
        showIcon
        title={
          <span>
            {t('sms.smartEncoding.applied', { count: analysis.replacements.length })}
            <Pairs pairs={distinctPairs(analysis.replacements)} />
          </span>
        }
        description={
          original.segments > analysis.segments
            ? t('sms.smartEncoding.saved', { from: original.segments, to: analysis.segments })
            : undefined
        }
      />
    );
  }
  if (analysis.smartEncoding === 'unconvertible') {
    return (
      <Alert
        type="warning"
        showIcon
        title={
          <span>
            {t('sms.smartEncoding.unconvertible')}
            <Characters chars={analysis.unicodeCharacters} />
          </span>
        }
      />
    );
  }
  if (analysis.smartEncoding === 'no-saving') {
    return <Alert type="info" showIcon title={t('sms.smartEncoding.noSaving')} />;
  }
  if (analysis.smartEncoding === 'off' && analysis.encoding === 'UCS-2') {
    const converted = analyzeMessage(source, { smartEncoding: true });
    if (converted.smartEncoding === 'applied') {
      return (
        <Alert
          type="info"
          showIcon
          title={
            <span>
              {t('sms.smartEncoding.wouldReplace', { count: converted.replacements.length })}
              <Pairs pairs={distinctPairs(converted.replacements)} />
            </span>
          }
          description={
            converted.segments < analysis.segments
              ? t('sms.smartEncoding.wouldSave', { from: analysis.segments, to: converted.segments })
              : t('sms.smartEncoding.wouldFit')
          }
        />
      );
    }
    return (
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {t('sms.smartEncoding.ucs2Because')}
        <Characters chars={analysis.unicodeCharacters.slice(0, 12)} />
      </Typography.Text>
    );
  }
  return null;
}
