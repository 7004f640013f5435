import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { InsidePageLayout } from './page-landmark';
import './status-screen.css';

interface StatusScreenProps {
  readonly code?: string;
  readonly title: string;
  readonly description?: ReactNode;
  readonly children?: ReactNode;
}

/** A full-page message (not found, unauthorised, error) that takes focus so it is announced. */
export function StatusScreen({ code, title, description, children }: StatusScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Within the shell (error boundary of a page), the shell already has the <main> and the <h1>.
  const embedded = useContext(InsidePageLayout);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const Root = embedded ? 'section' : 'main';
  const Heading = embedded ? 'h2' : 'h1';
  return (
    <Root
      className="status-screen"
      data-embedded={embedded}
      aria-labelledby={embedded ? 'status-screen-title' : undefined}
    >
      <div className="status-screen__card">
        {code ? (
          <p className="status-screen__code" aria-hidden="true">
            {code}
          </p>
        ) : null}
        <Heading ref={heading} id="status-screen-title" tabIndex={-1} className="status-screen__title">
          {title}
        </Heading>
        {description ? <div className="status-screen__description">{description}</div> : null}
        {children ? <div className="status-screen__actions">{children}</div> : null}
      </div>
    </Root>
  );
}
