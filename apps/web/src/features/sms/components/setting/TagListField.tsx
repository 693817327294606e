import { Form, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { validationText, type ParsingSchema } from '@/shared/forms/schema-rule';

interface TagListFieldProps {
  name: string;
  label: string;
  extra: string;
  placeholder: string;
  /** The shared rule for the whole list (its length and every entry). */
  schema: ParsingSchema;
  /** Whether the shared rule refuses this one entry; such tags show red and are named in the error. */
  isBad: (entry: string) => boolean;
  /** The `validation.` key for entries `isBad` refuses. */
  badMessageKey: string;
}

/**
 * A list of short entries typed as tags (pasting a comma- or space-separated list works), with refused entries
 * marked before saving so the owner sees which one the server would reject.
 */
export function TagListField({
  name,
  label,
  extra,
  placeholder,
  schema,
  isBad,
  badMessageKey,
}: TagListFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[
        {
          validator: async (_rule, value: string[] | undefined) => {
            const entries = value ?? [];
            const bad = entries.filter(isBad);
            if (bad.length > 0) {
              throw new Error(`${validationText(badMessageKey, t)} (${bad.join(', ')})`);
            }
            const result = schema.safeParse(entries);
            if (!result.success) throw new Error(validationText(result.error.issues[0]?.message, t));
          },
        },
      ]}
    >
      <Select
        mode="tags"
        open={false}
        suffixIcon={null}
        tokenSeparators={[',', ' ', '\n', ';']}
        placeholder={placeholder}
        aria-label={label}
        tagRender={({ label: tagLabel, value, closable, onClose }) => (
          <Tag
            color={isBad(String(value)) ? 'error' : undefined}
            closable={closable}
            onClose={onClose}
            style={{ marginInlineEnd: 4, fontFamily: 'monospace' }}
          >
            {tagLabel}
          </Tag>
        )}
      />
    </Form.Item>
  );
}
