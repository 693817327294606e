import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface RouteButtonProps extends Pick<ButtonProps, 'type' | 'icon' | 'size'> {
  to: string;
  children: ReactNode;
}

/**
 * A link to a console page that looks like a button: one `<a>` styled by antd, navigating in the app on a
 * plain click (a new tab on ctrl/middle click). `<Link><Button/></Link>` nests a button in a link, which
 * assistive technology announces twice and keyboards reach twice.
 */
export function RouteButton({ to, children, ...button }: RouteButtonProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button {...button} href={href} onClick={onClick}>
      {children}
    </Button>
  );
}
