import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Notice } from '../news';

interface NoticeLinkProps {
  readonly notice: Notice;
  readonly className: string;
  readonly onClick: () => void;
  readonly children: ReactNode;
}

/** The screen of each notice: the load's history detail, its approval, the disbursement's detail. */
export function NoticeLink({ notice, className, onClick, children }: NoticeLinkProps) {
  switch (notice.kind) {
    case 'decision':
      return (
        <Link
          to="/factoring/historica/detalle/$idLoad"
          params={{ idLoad: String(notice.idLoad) }}
          className={className}
          onClick={onClick}
        >
          {children}
        </Link>
      );
    case 'pending':
      return (
        <Link
          to="/factoring/aprobar/detalle/$idLoad"
          params={{ idLoad: String(notice.idLoad) }}
          className={className}
          onClick={onClick}
        >
          {children}
        </Link>
      );
    case 'disbursement':
      return (
        <Link
          to="/factoring/desembolsos/detalle/$idCreditForm"
          params={{ idCreditForm: String(notice.idCreditForm) }}
          className={className}
          onClick={onClick}
        >
          {children}
        </Link>
      );
  }
}

/** The same screens as a path, for a click on a system notification. */
export function noticePath(notice: Notice): string {
  switch (notice.kind) {
    case 'decision':
      return `/factoring/historica/detalle/${notice.idLoad}`;
    case 'pending':
      return `/factoring/aprobar/detalle/${notice.idLoad}`;
    case 'disbursement':
      return `/factoring/desembolsos/detalle/${notice.idCreditForm}`;
  }
}
