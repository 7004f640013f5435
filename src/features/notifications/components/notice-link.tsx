import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Notice } from '@/features/notifications/news';

interface NoticeLinkProps {
  readonly notice: Notice;
  readonly className: string;
  readonly onClick: () => void;
  readonly children: ReactNode;
}

/**
 * The screen of each notice: the load's history detail, its approval, the disbursement's detail,
 * the invoices to ask for; a grouped notice opens the list that holds its items.
 */
export function NoticeLink({ notice, className, onClick, children }: NoticeLinkProps) {
  const shared = { className, onClick, children };
  switch (notice.kind) {
    case 'decision':
      return <Link to="/factoring/historica/detalle/$idLoad" params={{ idLoad: String(notice.idLoad) }} {...shared} />;
    case 'pending':
      return <Link to="/factoring/aprobar/detalle/$idLoad" params={{ idLoad: String(notice.idLoad) }} {...shared} />;
    case 'disbursement':
      return (
        <Link
          to="/factoring/desembolsos/detalle/$idCreditForm"
          params={{ idCreditForm: String(notice.idCreditForm) }}
          {...shared}
        />
      );
    case 'available':
      return <Link to="/factoring/descontar" {...shared} />;
    case 'group':
      switch (notice.of) {
        case 'decision':
          return <Link to="/factoring/historica" {...shared} />;
        case 'pending':
          return <Link to="/factoring/aprobar" {...shared} />;
        case 'available':
          return <Link to="/factoring/descontar" {...shared} />;
        case 'disbursement':
          return <Link to="/factoring/desembolsos" {...shared} />;
      }
  }
}

const listPaths = {
  decision: '/factoring/historica',
  pending: '/factoring/aprobar',
  available: '/factoring/descontar',
  disbursement: '/factoring/desembolsos',
} as const;

/** The same screens as a path, for a click on a system notification. */
export function noticePath(notice: Notice): string {
  switch (notice.kind) {
    case 'decision':
      return `/factoring/historica/detalle/${notice.idLoad}`;
    case 'pending':
      return `/factoring/aprobar/detalle/${notice.idLoad}`;
    case 'disbursement':
      return `/factoring/desembolsos/detalle/${notice.idCreditForm}`;
    case 'available':
      return listPaths.available;
    case 'group':
      return listPaths[notice.of];
  }
}
