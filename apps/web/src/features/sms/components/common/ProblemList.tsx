import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export interface ProblemRow {
  /** Unique among the rows: a position, since one problem (its message key) may repeat. */
  id: string;
  label: ReactNode;
  input: string;
  message: ReactNode;
  tone: 'danger' | 'warning';
}

/**
 * The rows an input was refused for — which entry, what it said, why — as a plain list (antd 6 deprecates
 * List, and these rows need none of its features).
 */
export function ProblemList({
  rows,
  footer,
  bordered = false,
  maxHeight,
  ...rest
}: {
  rows: ProblemRow[];
  footer?: ReactNode;
  bordered?: boolean;
  maxHeight?: number;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  const { token } = theme.useToken();
  const border = `1px solid ${token.colorBorderSecondary}`;
  return (
    <div
      style={{
        border: bordered ? border : undefined,
        borderRadius: token.borderRadiusLG,
        maxHeight,
        overflow: maxHeight ? 'auto' : undefined,
      }}
    >
      <ul
        aria-label={rest['aria-label']}
        data-testid={rest['data-testid']}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {rows.map((row, index) => (
          <li
            key={row.id}
            style={{
              padding: bordered ? '4px 12px' : '2px 0',
              borderTop: bordered && index > 0 ? border : undefined,
            }}
          >
            <Flex gap={8} align="baseline" wrap style={{ width: '100%' }}>
              <Typography.Text type="secondary" style={{ minWidth: 56 }}>
                {row.label}
              </Typography.Text>
              <Typography.Text code>{row.input || '""'}</Typography.Text>
              <Typography.Text type={row.tone}>{row.message}</Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
      {footer && (
        <div style={{ padding: '4px 12px', borderTop: bordered ? border : undefined }}>{footer}</div>
      )}
    </div>
  );
}
