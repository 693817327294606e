import { Flex, Spin, Typography } from 'antd';

/** A centred spinner with a line saying what is being waited for. */
export function LoadingBlock({ text, minHeight = 160 }: { text: string; minHeight?: number }) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={12}
      style={{ minHeight }}
      role="status"
      aria-live="polite"
    >
      <Spin />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}
