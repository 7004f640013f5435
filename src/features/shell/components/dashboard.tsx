import { useState } from 'react';
import type { User } from '../../../api/schemas';
import { Avatar } from '../../../components/avatar';
import { HelpIcon } from '../../../components/icons';
import { shellMessages as t } from '../messages';
import { dashboardTour, type TourState } from '../tour';
import { TourPopover } from './tour-popover';

export function Dashboard({ user }: { readonly user: User }) {
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
      <button
        type="button"
        className="help-button"
        aria-label={t.help}
        title={t.help}
        onClick={() => setTour({ status: 'open', index: 0 })}
      >
        <HelpIcon width={26} height={26} />
      </button>
      <TourPopover tour={dashboardTour} state={tour} onStateChange={setTour} />
    </div>
  );
}
