import { Toast } from 'radix-ui';
import { IconButton } from '../../../components/ui/button';
import { notificationMessages as t, noticeDetail, noticeTitle } from '../messages';
import type { Notice } from '../news';

interface NewsToastsProps {
  readonly notices: readonly Notice[];
  readonly onDismiss: (noticeId: string) => void;
}

/**
 * News that arrives while the user works: announced politely (a background toast waits for the
 * screen reader to finish), never taking the focus, paused while hovered or focused, dismissible.
 */
export function NewsToasts({ notices, onDismiss }: NewsToastsProps) {
  return (
    <Toast.Provider label={t.toastRegion} duration={10_000} swipeDirection="right">
      {notices.map((notice) => {
        const detail = noticeDetail(notice);
        return (
          <Toast.Root
            key={notice.id}
            type="background"
            className="news-toast"
            onOpenChange={(open) => {
              if (!open) onDismiss(notice.id);
            }}
          >
            <Toast.Title className="news-toast__title">{noticeTitle(notice)}</Toast.Title>
            {detail && <Toast.Description className="news-toast__detail">{detail}</Toast.Description>}
            <Toast.Close asChild>
              <IconButton variant="bare" className="news-toast__close" label={t.dismiss}>
                <span aria-hidden="true">×</span>
              </IconButton>
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="news-toasts" label={t.toastViewport} />
    </Toast.Provider>
  );
}
