import { useEffect, useRef, type ReactNode } from 'react';

interface StatusScreenProps {
  readonly code?: string;
  readonly title: string;
  readonly description?: ReactNode;
  readonly children?: ReactNode;
}

/** A full-page message (not found, unauthorised, error) that takes focus so it is announced. */
export function StatusScreen({ code, title, description, children }: StatusScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <main className="status-screen">
      <div className="status-screen__card">
        {code ? (
          <p className="status-screen__code" aria-hidden="true">
            {code}
          </p>
        ) : null}
        <h1 ref={heading} tabIndex={-1} className="status-screen__title">
          {title}
        </h1>
        {description ? <div className="status-screen__description">{description}</div> : null}
        {children ? <div className="status-screen__actions">{children}</div> : null}
      </div>
    </main>
  );
}
