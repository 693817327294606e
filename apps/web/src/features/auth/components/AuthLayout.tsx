import { CheckCircleFilled } from '@ant-design/icons';
import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleSwitch } from '@/shared/components/LocaleSwitch';
import { Logo } from '@/shared/components/Logo';
import { ThemeSwitch } from '@/shared/components/ThemeSwitch';
import styles from './AuthLayout.module.css';

const BRAND_POINTS = ['auth.brand.point1', 'auth.brand.point2', 'auth.brand.point3'] as const;

interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of every public auth page: brand panel, language and theme switches, and the form column. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div className={styles.page} style={{ background: token.colorBgLayout }}>
      <aside className={styles.brand}>
        <Logo inverse />
        <div>
          <h1>{t('auth.brand.title')}</h1>
          <p>{t('auth.brand.description')}</p>
          <ul className={styles.points}>
            {BRAND_POINTS.map((key) => (
              <li key={key}>
                <CheckCircleFilled style={{ marginTop: 4 }} />
                <span>{t(key)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.brandFooter}>
          {t('layout.footer.copyright', { year: new Date().getFullYear() })}
        </div>
      </aside>
      <main className={styles.main} style={{ background: token.colorBgContainer }}>
        <div className={styles.toolbar}>
          <div className={styles.mobileLogo}>
            <Logo />
          </div>
          <LocaleSwitch />
          <ThemeSwitch />
        </div>
        <div className={styles.content}>
          <div className={styles.panel}>
            <Typography.Title level={2} style={{ marginBottom: 8 }}>
              {title}
            </Typography.Title>
            {subtitle && (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 28 }}>
                {subtitle}
              </Typography.Paragraph>
            )}
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}
