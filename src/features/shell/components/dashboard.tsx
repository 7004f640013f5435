import { useState, type ReactNode } from 'react';
import type { User } from '@contract/schemas';
import { Avatar } from '@/components/avatar';
import { HelpIcon } from '@/components/icons';
import { IconButton } from '@/components/ui/button';
import { shellMessages as t } from '@/features/shell/messages';
import { dashboardTour, type TourState } from '@/features/shell/tour';
import { TourPopover } from './tour-popover';

interface DashboardProps {
  readonly user: User;
  /** The cards of work waiting for this user's role, composed by the route (none for other products). */
  readonly work?: ReactNode;
}

export function Dashboard({ user, work }: DashboardProps) {
  // The tour starts only from the help button, never by itself.
  const [tour, setTour] = useState<TourState>({ status: 'closed' });
  return (
    <div className="dashboard">
      <section className="card welcome-card" aria-labelledby="welcome-title">
        <Avatar name={user.fullName} size="large" />
        <div>
          <h2 id="welcome-title" className="welcome-card__title">
            {t.welcome(user.fullName)}
          </h2>
          <p className="welcome-card__body">{t.welcomeBody}</p>
        </div>
      </section>
      {work !== undefined && (
        <section className="work-cards" aria-labelledby="work-heading">
          <h2 id="work-heading" className="visually-hidden">
            {t.pendingWork}
          </h2>
          {work}
        </section>
      )}
      <IconButton
        variant="bare"
        className="help-button"
        label={t.help}
        tooltip
        onClick={() => setTour({ status: 'open', index: 0 })}
      >
        <HelpIcon width={26} height={26} />
      </IconButton>
      <TourPopover tour={dashboardTour} state={tour} onStateChange={setTour} />
    </div>
  );
}
