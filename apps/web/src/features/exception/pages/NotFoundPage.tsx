import { ExceptionResult } from '../components/ExceptionResult';

/** What any unknown path shows. */
export default function NotFoundPage() {
  return <ExceptionResult status="404" textKey="exception.notFound" />;
}
