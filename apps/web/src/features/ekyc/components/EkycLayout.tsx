import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { LocaleSwitch } from '@/shared/components/LocaleSwitch';
import { Logo } from '@/shared/components/Logo';

/** The frame of the phone-side verification pages: one narrow column, logo and language switch on top. */
export function EkycLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout, padding: 16 }}>
      <div style={{ maxWidth: 480, margin: '0 auto' }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Logo />
          <LocaleSwitch />
        </Flex>
        <Typography.Title level={4}>{title}</Typography.Title>
        {children}
      </div>
    </div>
  );
}
