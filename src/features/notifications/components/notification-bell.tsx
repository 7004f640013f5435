import { Popover } from 'radix-ui';
import { useState } from 'react';
import { notificationMessages as t, noticeDetail, noticeTitle } from '@/features/notifications/messages';
import type { Notice } from '@/features/notifications/news';
import { askSystemPermission, isInstalledApp, systemPermission } from '@/features/notifications/system-notice';
import { NoticeLink } from './notice-link';
import { Button, IconButton } from '@/components/ui/button';

interface NotificationBellProps {
  readonly notices: readonly Notice[];
  readonly read: ReadonlySet<string>;
  readonly onRead: (noticeIds: readonly string[]) => void;
  readonly onOpen: () => void;
}

/** The bell in the header: how many news are unread, and the list, each to its screen. */
export function NotificationBell({ notices, read, onRead, onOpen }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const [permission, setPermission] = useState(systemPermission);
  const unread = notices.filter((notice) => !read.has(notice.id));

  const enableSystem = async () => {
    setPermission(await askSystemPermission());
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) onOpen();
      }}
    >
      <Popover.Trigger asChild>
        <IconButton variant="bare" className="bell" label={t.bell(unread.length)}>
          <BellIcon />
          {unread.length > 0 && (
            <span className="bell__count" aria-hidden="true">
              {unread.length > 99 ? '99+' : unread.length}
            </span>
          )}
        </IconButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="news-panel" align="end" sideOffset={6} aria-labelledby="news-panel-heading">
          <div className="news-panel__head">
            <h2 className="news-panel__heading" id="news-panel-heading">
              {t.heading}
            </h2>
            {/* Only where it does something: an empty bell has nothing to mark, a read one nothing left. */}
            {notices.length > 0 && (
              <Button
                size="small"
                disabled={unread.length === 0}
                onClick={() => {
                  onRead(unread.map((notice) => notice.id));
                }}
              >
                {t.markAllRead}
              </Button>
            )}
          </div>
          {notices.length === 0 ? (
            <p className="news-panel__empty">{t.empty}</p>
          ) : (
            <ul className="news-panel__list">
              {notices.map((notice) => {
                const isUnread = !read.has(notice.id);
                const detail = noticeDetail(notice);
                return (
                  <li key={notice.id}>
                    <NoticeLink
                      notice={notice}
                      className="news-item"
                      onClick={() => {
                        onRead([notice.id]);
                        setOpen(false);
                      }}
                    >
                      <span className="news-item__title" data-unread={isUnread}>
                        {noticeTitle(notice)}
                        {isUnread && <span className="news-item__unread">{t.unread}</span>}
                      </span>
                      {detail && <span className="news-item__detail">{detail}</span>}
                    </NoticeLink>
                  </li>
                );
              })}
            </ul>
          )}
          {isInstalledApp() && permission === 'default' && (
            <div className="news-panel__system">
              <Button size="small" onClick={() => void enableSystem()}>
                {t.enableSystem}
              </Button>
              <p>{t.enableSystemHelp}</p>
            </div>
          )}
          {isInstalledApp() && permission === 'denied' && <p className="news-panel__system">{t.systemDenied}</p>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

const BellIcon = () => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);
